import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { encodeDeployData, getContractAddress, numberToHex } from 'viem'
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
  ONRAMP_TREASURY_INDEX,
  SEEDED_ACCOUNT_INDEXES,
  SMART_WALLET_SPEC,
  TOKEN_SPECS,
} from './devnetConstants.ts'
import { planEns } from './ensDeployments.ts'
import { loadSmartAccountArtifacts } from './smartAccountArtifacts.ts'
import { planSmartAccounts } from './smartAccountDeployments.ts'
import { computeSolanaDeployments } from './solana/solanaDeployments.ts'
import { loadSwapArtifacts } from './swapArtifacts.ts'
import { planSwap } from './swapDeployments.ts'

/**
 * Build step: compiles the Solidity sources, adds the Uniswap, ERC-4337 and Safe artifacts (from their npm packages) and writes `generated/artifacts.json` and
 * `generated/deployments.json`. Addresses are deterministic: a fresh chain, one deployer, fixed nonces.
 */
const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'generated')
const started = Date.now()
const artifacts = { ...compileContracts(), ...loadSwapArtifacts(), ...loadSmartAccountArtifacts() }
const deployer = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: DEPLOYER_INDEX }).address
const at = (nonce: number) => getContractAddress({ from: deployer, nonce: BigInt(nonce) })
const accounts = SEEDED_ACCOUNT_INDEXES.map((i) => mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: i }).address)

// the factory comes right after the NFT; the wallet is its CREATE2 child (salt, init code with the owner)
const factory = at(TOKEN_SPECS.length + 1)
const walletOwner = accounts[SMART_WALLET_SPEC.ownerIndex] as `0x${string}`
const walletArtifact = artifacts.DevSmartWallet
if (!walletArtifact) throw new Error('devnet: DevSmartWallet did not compile')
const walletAddress = getContractAddress({
  opcode: 'CREATE2',
  from: factory,
  salt: numberToHex(SMART_WALLET_SPEC.salt, { size: 32 }),
  bytecode: encodeDeployData({ abi: walletArtifact.abi, bytecode: walletArtifact.bytecode, args: [walletOwner] }),
})

const tokens: Deployments['tokens'] = Object.fromEntries(
  TOKEN_SPECS.map((t, i) => [t.key, { name: t.name, symbol: t.symbol, decimals: t.decimals, address: at(i) }]),
)

const deployments: Deployments = {
  mnemonic: DEVNET_MNEMONIC,
  deployer,
  chains: DEVNET_CHAINS.map((c) => ({ id: c.id, name: c.name, rpcUrl: `http://127.0.0.1:${c.port}` })),
  multicall3: MULTICALL3_ADDRESS,
  tokens,
  nft: {
    name: NFT_SPEC.name,
    symbol: NFT_SPEC.symbol,
    address: at(TOKEN_SPECS.length),
    items: NFT_OWNERS.map((owner, i) => ({ tokenId: i + 1, owner: accounts[owner] as `0x${string}` })),
  },
  smartWallets: {
    factory,
    wallet: { owner: walletOwner, salt: SMART_WALLET_SPEC.salt.toString(), address: walletAddress },
  },
  swap: planSwap(artifacts, tokens, deployer).swap,
  ens: planEns(deployer),
  smartAccounts: planSmartAccounts(artifacts, deployer).smartAccounts,
  onrampTreasury: mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: ONRAMP_TREASURY_INDEX }).address,
  accounts,
  solana: await computeSolanaDeployments(),
}

mkdirSync(outDir, { recursive: true })
writeFileSync(join(outDir, 'artifacts.json'), `${JSON.stringify(artifacts)}\n`)
writeFileSync(join(outDir, 'deployments.json'), `${JSON.stringify(deployments, null, 2)}\n`)
console.log(`devnet: compiled ${Object.keys(artifacts).length} contracts in ${Date.now() - started} ms → ${outDir}`)
