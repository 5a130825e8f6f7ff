import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Address, createTestClient, encodeAbiParameters, http, publicActions, walletActions } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import type { Artifacts } from './compileContracts.ts'
import { DEVNET_MNEMONIC } from './devnetConstants.ts'

/** Farcaster's registries on OP Mainnet: where the stand-ins are placed (the auth-client reads these). */
export const FARCASTER_ID_REGISTRY: Address = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'
export const FARCASTER_KEY_REGISTRY: Address = '0x00000000fc1237824fb747abde0ff18990e59b7e'

/** The dev account that sends the registrations (index 8: no other devnet role). */
const REGISTRAR_INDEX = 8

export type FarcasterRegistries = {
  /** Gives `custody` custody of `fid` (IdRegistry.idOf(custody) answers fid). */
  register(fid: number | bigint, custody: Address): Promise<void>
  /** Adds `address` as an auth address (key type 2) of `fid` in the KeyRegistry. */
  addAuthAddress(fid: number | bigint, address: Address): Promise<void>
}

/**
 * Farcaster's two registries as the sign-in verification reads them, on a dev anvil chain (give it chain id
 * 10, OP Mainnet's): the `DevIdRegistry` and `DevKeyRegistry` stand-ins (`contracts/`) placed with
 * `anvil_setCode` at the real registry addresses; answers functions that register fids and auth addresses
 * (sent by dev account 8). For tests and a development stand-in — never OP Mainnet itself.
 */
export async function installFarcasterRegistries(rpcUrl: string): Promise<FarcasterRegistries> {
  const file = join(dirname(fileURLToPath(import.meta.url)), '..', 'generated', 'artifacts.json')
  let artifacts: Artifacts
  try {
    artifacts = JSON.parse(readFileSync(file, 'utf8')) as Artifacts
  } catch {
    throw new Error('devnet: artifacts.json is missing; run `npm run build -w @gangway/devnet`')
  }
  const idRegistry = artifacts.DevIdRegistry
  const keyRegistry = artifacts.DevKeyRegistry
  if (!idRegistry || !keyRegistry) {
    throw new Error('devnet: no DevIdRegistry / DevKeyRegistry artifact; run `npm run build -w @gangway/devnet`')
  }
  const account = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: REGISTRAR_INDEX })
  const client = createTestClient({ mode: 'anvil', transport: http(rpcUrl), account, pollingInterval: 50 })
    .extend(publicActions)
    .extend(walletActions)
  await client.setCode({ address: FARCASTER_ID_REGISTRY, bytecode: idRegistry.deployedBytecode })
  await client.setCode({ address: FARCASTER_KEY_REGISTRY, bytecode: keyRegistry.deployedBytecode })
  const mined = async (hash: `0x${string}`, what: string) => {
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`devnet: ${what} reverted`)
  }
  return {
    async register(fid, custody) {
      const hash = await client.writeContract({
        address: FARCASTER_ID_REGISTRY,
        abi: idRegistry.abi,
        functionName: 'register',
        args: [custody, BigInt(fid)],
        account,
        chain: null,
      })
      await mined(hash, `IdRegistry.register(${custody}, ${fid})`)
    },
    async addAuthAddress(fid, address) {
      const hash = await client.writeContract({
        address: FARCASTER_KEY_REGISTRY,
        abi: keyRegistry.abi,
        functionName: 'add',
        args: [BigInt(fid), 2, encodeAbiParameters([{ type: 'address' }], [address])],
        account,
        chain: null,
      })
      await mined(hash, `KeyRegistry.add(${fid}, 2, ${address})`)
    },
  }
}
