import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Address, createTestClient, type Hex, http, parseUnits, publicActions, walletActions } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import type { Artifacts } from './compileContracts.ts'
import type { Deployments } from './deployments.ts'
import { deploySmartAccounts } from './deploySmartAccounts.ts'
import { deploySwap } from './deploySwap.ts'
import {
  DEPLOYER_INDEX,
  DEVNET_MNEMONIC,
  NFT_OWNERS,
  ONRAMP_TREASURY_TOKENS,
  SEEDED_ACCOUNT_INDEXES,
  TOKEN_SPECS,
} from './devnetConstants.ts'
import { ensRegistryRecords } from './ensDeployments.ts'

const generatedDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'generated')

function readGenerated<T>(file: string): T {
  try {
    return JSON.parse(readFileSync(join(generatedDir, file), 'utf8')) as T
  } catch {
    throw new Error(`devnet: ${file} is missing; run \`npm run build -w @gangway/devnet\``)
  }
}

/**
 * Deploys and seeds a fresh anvil chain: Multicall3 at its canonical address, the ERC-20s, the ERC-721
 * collection, the wallet factory, ENS (registry, `GangwayOffchainResolver` for `gangway.id` and `addr.reverse`,
 * universal resolver), token balances and NFTs for the seeded dev accounts, every ERC-20 for the on-ramp sandbox's
 * treasury (`deployments.onrampTreasury`), then WETH9 and Uniswap v2/v3 with liquid
 * pools (`deploySwap`), then the ERC-4337 contracts (`deploySmartAccounts`). Checks every address against
 * `deployments.json` so all packages agree on them.
 */
export async function deployDevnet(rpcUrl: string): Promise<void> {
  const artifacts = readGenerated<Artifacts>('artifacts.json')
  const deployments = readGenerated<Deployments>('deployments.json')
  const account = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: DEPLOYER_INDEX })
  const client = createTestClient({ mode: 'anvil', transport: http(rpcUrl), account })
    .extend(publicActions)
    .extend(walletActions)
  const chain = null
  const artifact = (name: string) => {
    const a = artifacts[name]
    if (!a) throw new Error(`devnet: no artifact for ${name}`)
    return a
  }

  if ((await client.getTransactionCount({ address: account.address })) !== 0) {
    throw new Error(`devnet: chain at ${rpcUrl} is not fresh (deployer has sent transactions)`)
  }

  await client.setCode({ address: deployments.multicall3, bytecode: artifact('Multicall3').deployedBytecode })

  const deploy = async (name: string, args: readonly unknown[], expected: Address) => {
    const { abi, bytecode } = artifact(name)
    const hash = await client.deployContract({ abi, bytecode, args, chain, account })
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (receipt.contractAddress?.toLowerCase() !== expected.toLowerCase()) {
      throw new Error(`devnet: ${name} deployed at ${receipt.contractAddress}, expected ${expected}`)
    }
  }
  for (const spec of TOKEN_SPECS) {
    const token = deployments.tokens[spec.key]
    if (!token) throw new Error(`devnet: deployments.json has no token ${spec.key}`)
    await deploy('DevToken', [spec.name, spec.symbol, spec.decimals], token.address)
  }
  await deploy('DevCollection', [deployments.nft.name, deployments.nft.symbol], deployments.nft.address)
  await deploy('DevWalletFactory', [], deployments.smartWallets.factory)
  const { ens } = deployments
  await deploy('DevEnsRegistry', [account.address], ens.registry)
  await deploy('GangwayOffchainResolver', [account.address, [ens.gatewayUrl], [ens.signer]], ens.resolver)
  await deploy('GangwayUniversalResolver', [ens.registry], ens.universalResolver)

  const hashes: Hex[] = []
  let nonce = await client.getTransactionCount({ address: account.address })
  const send = async (address: Address, abi: Artifacts[string]['abi'], functionName: string, args: unknown[]) => {
    hashes.push(await client.writeContract({ address, abi, functionName, args, chain, account, nonce: nonce++ }))
  }
  for (const spec of TOKEN_SPECS) {
    const token = deployments.tokens[spec.key] as { address: Address }
    for (const index of SEEDED_ACCOUNT_INDEXES) {
      const to = deployments.accounts[index] as Address
      await send(token.address, artifact('DevToken').abi, 'mint', [
        to,
        parseUnits(String(spec.perAccount), spec.decimals),
      ])
    }
    await send(token.address, artifact('DevToken').abi, 'mint', [
      deployments.onrampTreasury,
      parseUnits(String(ONRAMP_TREASURY_TOKENS), spec.decimals),
    ])
  }
  for (const owner of NFT_OWNERS) {
    await send(deployments.nft.address, artifact('DevCollection').abi, 'mint', [deployments.accounts[owner]])
  }
  for (const record of ensRegistryRecords(ens, account.address)) {
    await send(ens.registry, artifact('DevEnsRegistry').abi, 'setSubnodeRecord', record)
  }
  const { factory, wallet } = deployments.smartWallets
  await send(factory, artifact('DevWalletFactory').abi, 'createAccount', [wallet.owner, BigInt(wallet.salt)])
  for (const hash of hashes) {
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`devnet: seeding transaction ${hash} reverted`)
  }
  if (!(await client.getCode({ address: wallet.address }))) {
    throw new Error(`devnet: the contract wallet is not at ${wallet.address}`)
  }
  await deploySwap(rpcUrl, artifacts, deployments)
  await deploySmartAccounts(rpcUrl, artifacts, deployments)
}
