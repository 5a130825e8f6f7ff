import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Abi, Hex } from 'viem'
import type { Artifacts } from './compileContracts.ts'

const require = createRequire(import.meta.url)

/**
 * Where the account-abstraction packages keep their compiled contracts (Hardhat artifacts; devDependencies of
 * the devnet only). `@account-abstraction/contracts` is v0.7.0 (also the source GangwayAccount/GangwayPaymaster
 * compile against); `account-abstraction-contracts-v08` is v0.8.0 under an npm alias.
 */
const FILES: Record<string, string> = {
  EntryPoint07: '@account-abstraction/contracts/artifacts/EntryPoint.json',
  SimpleAccountFactory07: '@account-abstraction/contracts/artifacts/SimpleAccountFactory.json',
  EntryPoint08: 'account-abstraction-contracts-v08/artifacts/EntryPoint.json',
  SimpleAccountFactory08: 'account-abstraction-contracts-v08/artifacts/SimpleAccountFactory.json',
  Simple7702Account08: 'account-abstraction-contracts-v08/artifacts/Simple7702Account.json',
  Safe: '@safe-global/safe-contracts/build/artifacts/contracts/Safe.sol/Safe.json',
  SafeL2: '@safe-global/safe-contracts/build/artifacts/contracts/SafeL2.sol/SafeL2.json',
  SignMessageLib:
    '@safe-global/safe-contracts/build/artifacts/contracts/libraries/SignMessageLib.sol/SignMessageLib.json',
  CreateCall: '@safe-global/safe-contracts/build/artifacts/contracts/libraries/CreateCall.sol/CreateCall.json',
  SimulateTxAccessor:
    '@safe-global/safe-contracts/build/artifacts/contracts/accessors/SimulateTxAccessor.sol/SimulateTxAccessor.json',
  SafeProxyFactory:
    '@safe-global/safe-contracts/build/artifacts/contracts/proxies/SafeProxyFactory.sol/SafeProxyFactory.json',
  CompatibilityFallbackHandler:
    '@safe-global/safe-contracts/build/artifacts/contracts/handler/CompatibilityFallbackHandler.sol/CompatibilityFallbackHandler.json',
  MultiSend: '@safe-global/safe-contracts/build/artifacts/contracts/libraries/MultiSend.sol/MultiSend.json',
  MultiSendCallOnly:
    '@safe-global/safe-contracts/build/artifacts/contracts/libraries/MultiSendCallOnly.sol/MultiSendCallOnly.json',
  Safe4337Module: '@safe-global/safe-4337/build/artifacts/contracts/Safe4337Module.sol/Safe4337Module.json',
  SafeModuleSetup: '@safe-global/safe-4337/build/artifacts/contracts/SafeModuleSetup.sol/SafeModuleSetup.json',
}

type HardhatJson = { abi: Abi; bytecode: Hex; deployedBytecode: Hex; linkReferences: object }

/** Reads the ERC-4337 and Safe artifacts from node_modules (no compiler: the published bytecode is what lands). */
export function loadSmartAccountArtifacts(): Artifacts {
  const artifacts: Artifacts = {}
  for (const [name, file] of Object.entries(FILES)) {
    const json = JSON.parse(readFileSync(require.resolve(file), 'utf8')) as HardhatJson
    if (Object.keys(json.linkReferences).length > 0) throw new Error(`devnet: ${name} needs linked libraries`)
    artifacts[name] = { abi: json.abi, bytecode: json.bytecode, deployedBytecode: json.deployedBytecode }
  }
  return artifacts
}
