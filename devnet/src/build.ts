import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { getContractAddress } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { compileContracts } from './compileContracts.ts'
import type { Deployments } from './deployments.ts'
import {
  DEPLOYER_INDEX,
  DEVNET_CHAINS,
  DEVNET_MNEMONIC,
  MULTICALL3_ADDRESS,
  NFT_OWNERS,
  NFT_SPEC,
  SEEDED_ACCOUNT_INDEXES,
  TOKEN_SPECS,
} from './devnetConstants.ts'

/**
 * Build step: compiles the Solidity sources and writes `generated/artifacts.json` and
 * `generated/deployments.json`. Addresses are deterministic: a fresh chain, one deployer, fixed nonces.
 */
const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'generated')
const started = Date.now()
const artifacts = compileContracts()
const deployer = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: DEPLOYER_INDEX }).address
const at = (nonce: number) => getContractAddress({ from: deployer, nonce: BigInt(nonce) })
const accounts = SEEDED_ACCOUNT_INDEXES.map((i) => mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: i }).address)

const deployments: Deployments = {
  mnemonic: DEVNET_MNEMONIC,
  deployer,
  chains: DEVNET_CHAINS.map((c) => ({ id: c.id, name: c.name, rpcUrl: `http://127.0.0.1:${c.port}` })),
  multicall3: MULTICALL3_ADDRESS,
  tokens: Object.fromEntries(
    TOKEN_SPECS.map((t, i) => [t.key, { name: t.name, symbol: t.symbol, decimals: t.decimals, address: at(i) }]),
  ),
  nft: {
    name: NFT_SPEC.name,
    symbol: NFT_SPEC.symbol,
    address: at(TOKEN_SPECS.length),
    items: NFT_OWNERS.map((owner, i) => ({ tokenId: i + 1, owner: accounts[owner] as `0x${string}` })),
  },
  accounts,
}

mkdirSync(outDir, { recursive: true })
writeFileSync(join(outDir, 'artifacts.json'), `${JSON.stringify(artifacts)}\n`)
writeFileSync(join(outDir, 'deployments.json'), `${JSON.stringify(deployments, null, 2)}\n`)
console.log(`devnet: compiled ${Object.keys(artifacts).length} contracts in ${Date.now() - started} ms → ${outDir}`)
