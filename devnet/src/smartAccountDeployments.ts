import { type Address, encodeDeployData, getContractAddress, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { Artifacts } from './compileContracts.ts'
import {
  CANONICAL_AA_ADDRESSES,
  CANONICAL_AA_SALTS,
  CANONICAL_SAFE_ADDRESSES,
  CREATE2_DEPLOYER,
  DEV_BUNDLER_KEYS,
  DEV_PAYMASTER_SIGNER_KEY,
  SAFE_SINGLETON_FACTORY,
  SMART_ACCOUNTS_SALT,
} from './devnetConstants.ts'

/** The smart-account contracts of `deployments.json` (`smartAccounts`): the same on both devnet chains. */
export type SmartAccountDeployments = {
  /** eth-infinitism EntryPoint v0.7 and v0.8 at mainnet's addresses (viem's `entryPoint07Address`/`08`). */
  entryPoint07: Address
  entryPoint08: Address
  /** eth-infinitism SimpleAccountFactory v0.7 / v0.8 and Simple7702Account v0.8, at mainnet's addresses. */
  simpleAccountFactory07: Address
  simpleAccountFactory08: Address
  simple7702Account08: Address
  /**
   * Ours (EntryPoint v0.7): `createAccount(owner, salt)` / `getAddress(owner, salt)` of the current accounts,
   * `GangwayAccountV2` (`GangwayAccountFactoryV2`).
   */
  gangwayAccountFactory: Address
  /**
   * The version-1 factory (`GangwayAccountFactory`, unchanged source): its `GangwayAccount`s validate user
   * operations over `toEthSignedMessageHash(userOpHash)` and do not bound session gas. Deployed so accounts made
   * before v2 stay recognised (the server's `factoryV1`) and the tests can show what v2 fixes.
   */
  gangwayAccountFactoryV1: Address
  /** Ours: eth-infinitism's VerifyingPaymaster v0.7, deposited `PAYMASTER_DEPOSIT_ETH` in EntryPoint v0.7. */
  gangwayPaymaster: Address
  /** The paymaster's verifying signer: the address of `DEV_PAYMASTER_SIGNER_KEY`. */
  paymasterSigner: Address
  /** The bundler's executor and utility addresses (`DEV_BUNDLER_KEYS`). */
  bundler: { executor: Address; utility: Address }
  /**
   * Safe 1.4.1 (Safe and SafeL2 singletons, proxy factory, CompatibilityFallbackHandler, MultiSend,
   * MultiSendCallOnly, SignMessageLib, CreateCall, SimulateTxAccessor) at Safe's canonical addresses
   * (`CANONICAL_SAFE_ADDRESSES`): sent through Safe's singleton factory with salt 0, as Safe deployed them on
   * mainnet, so protocol-kit and permissionless find them by default. `singleton` is the SafeL2 one (what
   * Safe{Wallet} deploys on chains other than mainnet); `singletonL1` the plain Safe. safe-4337 0.3.0
   * (Safe4337Module for EntryPoint v0.7, SafeModuleSetup) through `CREATE2_DEPLOYER` with `SMART_ACCOUNTS_SALT`:
   * its npm artifacts do not land at the canonical module addresses — pass those two explicitly.
   */
  safe: {
    singleton: Address
    singletonL1: Address
    proxyFactory: Address
    fallbackHandler: Address
    module4337: Address
    moduleSetup: Address
    multiSend: Address
    multiSendCallOnly: Address
    signMessageLib: Address
    createCall: Address
    simulateTxAccessor: Address
    /** Safe's singleton factory the others came through (`SAFE_SINGLETON_FACTORY`). */
    singletonFactory: Address
  }
}

/**
 * A contract sent through a CREATE2 factory (`deployer`: anvil's `CREATE2_DEPLOYER` or Safe's
 * `SAFE_SINGLETON_FACTORY`, both taking salt ‖ init code as calldata): its salt, init code and where it lands.
 */
export type Create2Contract = { name: string; deployer: Address; salt: Hex; initCode: Hex; address: Address }

/**
 * The smart-account deployment, computed (no chain needed), in deployment order (the EntryPoints first: the
 * factories and the paymaster read them in their constructors). Checks that the canonical contracts land at
 * mainnet's addresses. `owner` owns the paymaster (may withdraw its deposit).
 */
export function planSmartAccounts(
  artifacts: Artifacts,
  owner: Address,
): { contracts: Create2Contract[]; smartAccounts: SmartAccountDeployments } {
  const contracts: Create2Contract[] = []
  const deploy = (
    name: string,
    args: readonly unknown[],
    salt: Hex = SMART_ACCOUNTS_SALT,
    deployer: Address = CREATE2_DEPLOYER,
  ) => {
    const artifact = artifacts[name]
    if (!artifact) throw new Error(`devnet: no artifact for ${name}`)
    const initCode = args.length
      ? encodeDeployData({ abi: artifact.abi, bytecode: artifact.bytecode, args })
      : artifact.bytecode
    const address = getContractAddress({ opcode: 'CREATE2', from: deployer, salt, bytecode: initCode })
    contracts.push({ name, deployer, salt, initCode, address })
    return address
  }
  const safeDeploy = (name: string, key: keyof typeof CANONICAL_SAFE_ADDRESSES, args: readonly unknown[] = []) => {
    const address = deploy(name, args, CANONICAL_AA_SALTS.zero, SAFE_SINGLETON_FACTORY)
    const expected = CANONICAL_SAFE_ADDRESSES[key]
    if (address !== expected) throw new Error(`devnet: Safe's ${name} would land at ${address}, not ${expected}`)
    return address
  }
  const entryPoint07 = deploy('EntryPoint07', [], CANONICAL_AA_SALTS.entryPoint07)
  const entryPoint08 = deploy('EntryPoint08', [], CANONICAL_AA_SALTS.entryPoint08)
  const canonical = {
    entryPoint07,
    entryPoint08,
    simpleAccountFactory07: deploy('SimpleAccountFactory07', [entryPoint07], CANONICAL_AA_SALTS.zero),
    simpleAccountFactory08: deploy('SimpleAccountFactory08', [entryPoint08], CANONICAL_AA_SALTS.zero),
    simple7702Account08: deploy('Simple7702Account08', [], CANONICAL_AA_SALTS.zero),
  }
  for (const [key, address] of Object.entries(canonical)) {
    const expected = CANONICAL_AA_ADDRESSES[key as keyof typeof CANONICAL_AA_ADDRESSES]
    if (address !== expected) throw new Error(`devnet: ${key} would land at ${address}, not mainnet's ${expected}`)
  }
  const paymasterSigner = privateKeyToAccount(DEV_PAYMASTER_SIGNER_KEY).address
  const smartAccounts: SmartAccountDeployments = {
    ...canonical,
    gangwayAccountFactory: deploy('GangwayAccountFactoryV2', [entryPoint07]),
    gangwayAccountFactoryV1: deploy('GangwayAccountFactory', [entryPoint07]),
    gangwayPaymaster: deploy('GangwayPaymaster', [entryPoint07, paymasterSigner, owner]),
    paymasterSigner,
    bundler: {
      executor: privateKeyToAccount(DEV_BUNDLER_KEYS.executor).address,
      utility: privateKeyToAccount(DEV_BUNDLER_KEYS.utility).address,
    },
    safe: {
      singleton: safeDeploy('SafeL2', 'singleton'),
      singletonL1: safeDeploy('Safe', 'singletonL1'),
      proxyFactory: safeDeploy('SafeProxyFactory', 'proxyFactory'),
      fallbackHandler: safeDeploy('CompatibilityFallbackHandler', 'fallbackHandler'),
      // the npm artifacts of safe-4337 0.3.0 do not land at the canonical 0x75cf…c226 / 0x2dd6…5b47 through
      // the singleton factory with salt 0 (different init code from what Safe deployed): ours, as before
      module4337: deploy('Safe4337Module', [entryPoint07]),
      moduleSetup: deploy('SafeModuleSetup', []),
      multiSend: safeDeploy('MultiSend', 'multiSend'),
      multiSendCallOnly: safeDeploy('MultiSendCallOnly', 'multiSendCallOnly'),
      signMessageLib: safeDeploy('SignMessageLib', 'signMessageLib'),
      createCall: safeDeploy('CreateCall', 'createCall'),
      simulateTxAccessor: safeDeploy('SimulateTxAccessor', 'simulateTxAccessor'),
      singletonFactory: SAFE_SINGLETON_FACTORY,
    },
  }
  return { contracts, smartAccounts }
}
