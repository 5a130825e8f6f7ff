import { createRequire } from 'node:module'

/**
 * The parts of bcoin 1.0.2 (CommonJS, untyped) the devnet uses — typed here, loaded on demand with
 * `loadBcoin()` so importing `@gangway/devnet` never loads the node.
 */
export type BcoinAddress = { toString(network?: unknown): string }
export type BcoinKeyRing = { witness: boolean; getAddress(): BcoinAddress }
export type BcoinCoin = { value: number; height: number; coinbase: boolean; hash: Buffer; index: number }
export type BcoinTx = { txid(): string; hash(): Buffer; isCoinbase(): boolean }
export type BcoinVerifyError = Error & { type: 'VerifyError'; code: string; reason: string; score: number }
export type BcoinDeploymentState = { flags: number }
export type BcoinChain = {
  height: number
  getDeployments(time: number, prev: unknown): Promise<BcoinDeploymentState>
}
export type BcoinRpc = {
  calls: Record<string, (args: unknown[], help: boolean) => Promise<unknown>>
  mineBlocks(blocks: number, address: BcoinAddress): Promise<string[]>
}
export type BcoinFullNode = {
  network: BcoinNetwork
  chain: BcoinChain
  mempool: { addTX(tx: BcoinTx): Promise<unknown> }
  rpc: BcoinRpc
  http: { server: { address(): { port: number } } }
  open(): Promise<void>
  close(): Promise<void>
  getCoinsByAddress(address: string | BcoinAddress): Promise<BcoinCoin[]>
  on(event: 'error', listener: (error: Error) => void): void
}
export type BcoinNetwork = {
  type: string
  addressPrefix: Record<string, number | string>
  keyPrefix: Record<string, number | string>
}
export type BcoinMtx = {
  addOutput(address: BcoinAddress, value: number): void
  fund(
    coins: BcoinCoin[],
    options: { changeAddress: BcoinAddress; rate: number; height: number; subtractFee?: boolean },
  ): Promise<unknown>
  sign(ring: BcoinKeyRing): number
  toTX(): BcoinTx
}
export type Bcoin = {
  FullNode: new (options: Record<string, unknown>) => BcoinFullNode
  Network: { get(type: string): BcoinNetwork }
  networks: Record<
    string,
    { addressPrefix: Record<string, number | string>; keyPrefix: Record<string, number | string> }
  >
  TX: { fromRaw(data: Buffer): BcoinTx }
  MTX: new () => BcoinMtx
  Address: { fromString(address: string, network?: unknown): BcoinAddress }
  KeyRing: { fromPrivate(key: Buffer, compress?: boolean): BcoinKeyRing }
  Script: { flags: Record<string, number> }
}

/**
 * bcoin, with its regtest network switched to Bitcoin Core's regtest prefixes (bech32 `bcrt`, base58 0x6f/0xc4,
 * WIF 0xef, tpub/tprv) so addresses from bitcoinjs-lib's `networks.regtest` or @scure/btc-signer work. bcoin's
 * networks are process-wide objects: every bcoin regtest node in this process uses these prefixes (the change is
 * idempotent, and Node caches the module; bcoin's own `rb` regtest prefixes are gone for the process — nothing
 * here uses them).
 */
export function loadBcoin(): Bcoin {
  const bcoin = createRequire(import.meta.url)('bcoin') as Bcoin
  const { regtest } = bcoin.networks
  if (!regtest) throw new Error('bcoin: no regtest network')
  Object.assign(regtest.addressPrefix, {
    pubkeyhash: 0x6f,
    scripthash: 0xc4,
    witnesspubkeyhash: 0x03,
    witnessscripthash: 0x28,
    bech32: 'bcrt',
  })
  Object.assign(regtest.keyPrefix, {
    privkey: 0xef,
    xpubkey: 0x043587cf,
    xprivkey: 0x04358394,
    xpubkey58: 'tpub',
    xprivkey58: 'tprv',
  })
  return bcoin
}
