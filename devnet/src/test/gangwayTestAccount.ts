import {
  type Address,
  type Chain,
  concat,
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeAbiParameters,
  encodeFunctionData,
  type Hex,
  hashMessage,
  hashTypedData,
  http,
  keccak256,
  type LocalAccount,
  type PublicClient,
  parseAbi,
  parseEther,
  type Transport,
} from 'viem'
import {
  createBundlerClient,
  entryPoint07Abi,
  entryPoint07Address,
  type GetPaymasterDataParameters,
  getUserOperationHash,
  type SmartAccount,
  toPackedUserOperation,
  toSmartAccount,
  type UserOperation,
} from 'viem/account-abstraction'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { readContract } from 'viem/actions'
import { DEV_PAYMASTER_SIGNER_KEY } from '../devnetConstants.ts'
import { deployments } from '../index.ts'

/**
 * Test kit for the devnet's smart-account contracts: a minimal viem SmartAccount for GangwayAccount (the real
 * one is `@gangway/protocol/smart-account`'s `toGangwaySmartAccount`), a VerifyingPaymaster client signing with
 * the dev paymaster key, and client helpers. Test-only code.
 */
export const { smartAccounts } = deployments

/** GangwayAccountV2 (the current accounts). */
export const gangwayAccountAbi = parseAbi([
  'function VERSION() view returns (uint256)',
  'function owner() view returns (address)',
  'function entryPoint() view returns (address)',
  'function execute(address target, uint256 value, bytes data)',
  'struct Call { address target; uint256 value; bytes data; }',
  'function executeBatch(Call[] calls)',
  'struct Scope { address target; uint8 kind; bytes4 selector; }',
  'function grantSession(address key, uint48 validUntil, uint128 spendLimit, Scope[] scopes)',
  'function revokeSession(address key)',
  'function isAllowed(address key, address target, bytes data) view returns (bool)',
  'function sessions(address key) view returns (uint48 validUntil, uint32 epoch, uint128 spendLimit, uint128 spent)',
  'function replaySafeHash(bytes32 hash) view returns (bytes32)',
  'function userOpDigest(bytes32 userOpHash) view returns (bytes32)',
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
  'error OnlyEntryPointOrSelf()',
  'error OnlySelf()',
  'error BadSession()',
])
/** GangwayAccountV2's scope kinds (`ScopeKind`). */
export const ScopeKind = { Function: 0, Transfer: 1, AnyCall: 2 } as const
/** Version 1's `grantSession` (parallel target and selector lists; 0xffffffff = any function). */
export const gangwayAccountV1Abi = parseAbi([
  'function grantSession(address key, uint48 validUntil, uint128 spendLimit, address[] targets, bytes4[] selectors)',
  'function sessions(address key) view returns (uint48 validUntil, uint32 epoch, uint128 spendLimit, uint128 spent)',
])
export const gangwayAccountFactoryAbi = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
])
const PACKED_USER_OPERATION =
  '(address sender, uint256 nonce, bytes initCode, bytes callData, bytes32 accountGasLimits, uint256 preVerificationGas, bytes32 gasFees, bytes paymasterAndData, bytes signature)'
export const gangwayPaymasterAbi = parseAbi([
  `function getHash(${PACKED_USER_OPERATION} userOp, uint48 validUntil, uint48 validAfter) view returns (bytes32)`,
  'function verifyingSigner() view returns (address)',
  'function getDeposit() view returns (uint256)',
])

/**
 * A valid 65-byte signature (of the zero hash, by an unrelated throwaway key): recovers to some stranger, so
 * gas estimation takes the "not the owner" path without OpenZeppelin's `ECDSA.recover` reverting (the
 * VerifyingPaymaster uses `recover`, which reverts on malformed signatures).
 */
const STUB_SIGNATURE =
  '0x362cfd0095efe028158add2c8b14728b8d30530538610f9b01d5050131ad15fe2f3afb25403a4c1caccdf4830a18cbfc7e90464fbb5be3a57e53809c5eaef8801b' as const

const rpcUrlOf = (chain: Chain) => chain.rpcUrls.default.http[0] as string

export function clientsFor(chain: Chain, bundlerUrl: string) {
  const transport = http(rpcUrlOf(chain))
  const publicClient = createPublicClient({ chain, transport, pollingInterval: 50 })
  const testClient = createTestClient({ chain, mode: 'anvil', transport, pollingInterval: 50 })
  const bundlerClient = createBundlerClient({
    chain,
    client: publicClient,
    transport: http(bundlerUrl),
    pollingInterval: 50,
    userOperation: {
      // alto refuses fees below its own quote
      async estimateFeesPerGas({ bundlerClient }) {
        const quote = (await bundlerClient.request({
          method: 'pimlico_getUserOperationGasPrice' as never,
          params: [] as never,
        })) as { fast: { maxFeePerGas: Hex; maxPriorityFeePerGas: Hex } }
        return {
          maxFeePerGas: BigInt(quote.fast.maxFeePerGas),
          maxPriorityFeePerGas: BigInt(quote.fast.maxPriorityFeePerGas),
        }
      },
    },
  })
  return { publicClient, testClient, bundlerClient }
}

/** A fresh random key with `eth` ETH on the chain (the chains are shared by the run's test files). */
export async function fundedKey(chain: Chain, eth = '10') {
  const account = privateKeyToAccount(generatePrivateKey())
  const testClient = createTestClient({ chain, mode: 'anvil', transport: http(rpcUrlOf(chain)) })
  await testClient.setBalance({ address: account.address, value: parseEther(eth) })
  return account
}

/** keccak256(abi.encode(hash, account, chainId)): what the owner signs raw for the account's ERC-1271. */
export const replaySafeHash = (hash: Hex, account: Address, chainId: number) =>
  keccak256(
    encodeAbiParameters(
      [{ type: 'bytes32' }, { type: 'address' }, { type: 'uint256' }],
      [hash, account, BigInt(chainId)],
    ),
  )

/** What GangwayAccountV2 recovers a user-operation signer from: EIP-191 version 0x00 with the account as validator. */
export const userOpDigest = (account: Address, userOpHash: Hex) => keccak256(concat(['0x1900', account, userOpHash]))

/**
 * A viem SmartAccount for GangwayAccount (EntryPoint v0.7): `owner` is the account's owner; `signer` signs the
 * user operations (default: the owner; a session key otherwise). `version` 2 (default): GangwayAccountV2 from
 * `GangwayAccountFactoryV2`, operations signed raw over `userOpDigest`; 1: the v1 factory's GangwayAccount,
 * operations signed as `personal_sign` of the 32-byte user-operation hash.
 */
export async function toGangwayTestAccount({
  client,
  owner,
  signer = owner,
  salt = 0n,
  version = 2,
}: {
  client: PublicClient<Transport, Chain>
  owner: PrivateKeyAccount
  signer?: LocalAccount
  salt?: bigint
  version?: 1 | 2
}): Promise<SmartAccount> {
  const factory = version === 1 ? smartAccounts.gangwayAccountFactoryV1 : smartAccounts.gangwayAccountFactory
  const chainId = client.chain.id
  const accountAddress = await readContract(client, {
    address: factory,
    abi: gangwayAccountFactoryAbi,
    functionName: 'getAddress',
    args: [owner.address, salt],
  })
  return toSmartAccount({
    client,
    entryPoint: { abi: entryPoint07Abi, address: entryPoint07Address, version: '0.7' },
    async encodeCalls(calls) {
      const [only] = calls
      if (calls.length === 1 && only) {
        return encodeFunctionData({
          abi: gangwayAccountAbi,
          functionName: 'execute',
          args: [only.to, only.value ?? 0n, only.data ?? '0x'],
        })
      }
      return encodeFunctionData({
        abi: gangwayAccountAbi,
        functionName: 'executeBatch',
        args: [calls.map((c) => ({ target: c.to, value: c.value ?? 0n, data: c.data ?? '0x' }))],
      })
    },
    async getAddress() {
      return accountAddress
    },
    async getFactoryArgs() {
      return {
        factory,
        factoryData: encodeFunctionData({
          abi: gangwayAccountFactoryAbi,
          functionName: 'createAccount',
          args: [owner.address, salt],
        }),
      }
    },
    async getStubSignature() {
      return STUB_SIGNATURE
    },
    async signMessage({ message }) {
      return owner.sign({ hash: replaySafeHash(hashMessage(message), accountAddress, chainId) })
    },
    async signTypedData(typedData) {
      return owner.sign({ hash: replaySafeHash(hashTypedData(typedData), accountAddress, chainId) })
    },
    async signUserOperation(parameters) {
      const { chainId: opChainId = chainId, ...userOperation } = parameters
      const hash = getUserOperationHash({
        chainId: opChainId,
        entryPointAddress: entryPoint07Address,
        entryPointVersion: '0.7',
        userOperation: { ...userOperation, sender: accountAddress } as UserOperation<'0.7'>,
      })
      if (version === 1) return signer.signMessage({ message: { raw: hash } })
      if (!signer.sign) throw new Error('the signer cannot sign raw hashes')
      return signer.sign({ hash: userOpDigest(accountAddress, hash) })
    },
  })
}

const PAYMASTER_GAS = { paymasterVerificationGasLimit: 100_000n, paymasterPostOpGasLimit: 0n }

/**
 * A paymaster client for the devnet's GangwayPaymaster: signs `getHash(userOp, validUntil, 0)` with
 * `signerKey` (default: the dev paymaster signer), valid for 10 minutes by the chain's clock.
 */
export function verifyingPaymaster(client: PublicClient<Transport, Chain>, signerKey: Hex = DEV_PAYMASTER_SIGNER_KEY) {
  const signer = privateKeyToAccount(signerKey)
  const publicClient = createPublicClient({ chain: client.chain, transport: http(rpcUrlOf(client.chain)) })
  const paymaster = smartAccounts.gangwayPaymaster
  const data = (validUntil: number, signature: Hex) =>
    concat([encodeAbiParameters([{ type: 'uint48' }, { type: 'uint48' }], [validUntil, 0]), signature])
  return {
    async getPaymasterStubData() {
      return { paymaster, paymasterData: data(0, STUB_SIGNATURE), ...PAYMASTER_GAS }
    },
    async getPaymasterData(parameters: GetPaymasterDataParameters) {
      const userOperation = parameters as unknown as Omit<UserOperation<'0.7'>, 'signature'>
      const block = await publicClient.getBlock()
      const validUntil = Number(block.timestamp) + 600
      const packed = toPackedUserOperation({
        ...userOperation,
        ...PAYMASTER_GAS,
        paymaster,
        paymasterData: '0x',
        signature: '0x',
      } as UserOperation<'0.7'>)
      const hash = await publicClient.readContract({
        address: paymaster,
        abi: gangwayPaymasterAbi,
        functionName: 'getHash',
        args: [packed, validUntil, 0],
      })
      return {
        paymaster,
        paymasterData: data(validUntil, await signer.signMessage({ message: { raw: hash } })),
        ...PAYMASTER_GAS,
      }
    },
  }
}

/** Gas limits that make viem skip the bundler's estimation (for operations sent straight to `handleOps`). */
export const FIXED_GAS = {
  callGasLimit: 300_000n,
  verificationGasLimit: 600_000n,
  preVerificationGas: 100_000n,
  maxFeePerGas: 10_000_000_000n,
  maxPriorityFeePerGas: 1_000_000_000n,
} as const

/**
 * Signs a user operation for `calls` and sends it to EntryPoint v0.7's `handleOps` from `from` (an EOA),
 * bypassing the bundler — so what the chain itself refuses is seen. Resolves with the transaction receipt;
 * rejects with the EntryPoint's revert (`FailedOp(0, "AA24 signature error")`…).
 */
export async function handleOpsDirectly({
  account,
  calls,
  from,
  chain,
  gas = FIXED_GAS,
  paymasterAndData,
  signature,
}: {
  account: SmartAccount
  calls: { to: Address; value?: bigint; data?: Hex }[]
  from: LocalAccount
  chain: Chain
  /** The operation's gas fields (default FIXED_GAS); the fees of `handleOps` itself follow the chain. */
  gas?: Pick<
    UserOperation<'0.7'>,
    'callGasLimit' | 'verificationGasLimit' | 'preVerificationGas' | 'maxFeePerGas' | 'maxPriorityFeePerGas'
  >
  /** A paymaster's fields for the operation (its address, gas limits and data). */
  paymasterAndData?: Pick<
    UserOperation<'0.7'>,
    'paymaster' | 'paymasterData' | 'paymasterVerificationGasLimit' | 'paymasterPostOpGasLimit'
  >
  /** Signs the operation's hash instead of the account (an attacker's signature). */
  signature?: (userOpHash: Hex) => Promise<Hex>
}) {
  const wallet = createWalletClient({ account: from, chain, transport: http(rpcUrlOf(chain)), pollingInterval: 50 })
  const publicClient = createPublicClient({ chain, transport: http(rpcUrlOf(chain)), pollingInterval: 50 })
  const deployed = await account.isDeployed()
  const factoryArgs = deployed ? {} : await account.getFactoryArgs()
  const unsigned = {
    sender: account.address,
    nonce: await account.getNonce(),
    callData: await account.encodeCalls(calls),
    ...factoryArgs,
    ...gas,
    ...paymasterAndData,
    signature: '0x' as Hex,
  } as UserOperation<'0.7'>
  const signed = signature
    ? await signature(
        getUserOperationHash({
          chainId: chain.id,
          entryPointAddress: entryPoint07Address,
          entryPointVersion: '0.7',
          userOperation: unsigned,
        }),
      )
    : await account.signUserOperation({ ...unsigned, chainId: chain.id })
  const packed = toPackedUserOperation({ ...unsigned, signature: signed })
  const { request } = await publicClient.simulateContract({
    account: from,
    address: entryPoint07Address,
    abi: entryPoint07Abi,
    functionName: 'handleOps',
    args: [[packed], from.address],
  })
  const hash = await wallet.writeContract(request)
  return publicClient.waitForTransactionReceipt({ hash })
}
