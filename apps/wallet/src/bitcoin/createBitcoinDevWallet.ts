import { type BitcoinDevAccount, bitcoinDevAccount } from '@gangway/devnet/bitcoinDevAccounts'
import type { Approver } from '../ApprovalRequest.ts'
import { BitcoinRpcError, BitcoinRpcErrorCode, invalidBitcoinParams } from './BitcoinRpcError.ts'
import { bitcoinSigningHandlers } from './bitcoinSigningHandlers.ts'
import { type BitcoinWalletKeys, bitcoinWalletKeys, type SatsConnectAddress } from './bitcoinWalletKeys.ts'
import { type BitcoinApi, createBitcoinApi } from './createBitcoinApi.ts'
import { mineBitcoinBlocks } from './mineBitcoinBlocks.ts'
import { objectParams } from './objectParams.ts'

/** The devnet's regtest chain (Bitcoin Core's regtest genesis). */
export const BITCOIN_REGTEST_CAIP_NETWORK_ID = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
/** The dev account whose payment address receives mined blocks by default (not one the wallet uses by default). */
export const BITCOIN_MINER_ACCOUNT_INDEX = 9

export type BitcoinDevWalletOptions = {
  /** Asked before connecting, signing and sending. */
  approve: Approver
  /** The page's origin, shown when connecting. */
  origin?: string
  /** The devnet mnemonic's account (payment m/84'/1'/0'/0/i, ordinals m/86'/1'/0'/0/i); default 0. */
  accountIndex?: number
  /** Keys of another account (wins over `accountIndex`). */
  account?: BitcoinDevAccount
  /** The Gangway server whose `/v1/bitcoin/…` routes read and broadcast (default `http://localhost:4000`). */
  apiUrl?: string
  /** The project id sent with every API call (default `local`, the dev stack's project). */
  projectId?: string
  /** The chain the API is asked about (default the devnet's regtest). */
  caipNetworkId?: string
  /** The regtest node's JSON-RPC URL for `mine` (default `http://127.0.0.1:18443`). */
  nodeRpcUrl?: string
  /** Remembers whether the page is connected (survives reloads), as the EVM and Solana wallets do. */
  permissions?: { load(): boolean; save(connected: boolean): void }
  fetch?: typeof fetch
}

export type BitcoinWalletEvent =
  | { type: 'accountChange'; addresses?: SatsConnectAddress[] }
  | { type: 'disconnect' }
  | { type: 'networkChange'; bitcoin: { name: string }; stacks: { name: string }; addresses?: SatsConnectAddress[] }

type Listener = (event: BitcoinWalletEvent) => void
type JsonRpcId = string | number | null

/** The injected object (`window.GangwayDevWallet.BitcoinProvider`): sats-connect's `BitcoinProvider` contract. */
export type BitcoinDevProvider = {
  /** Answers JSON-RPC objects `{ jsonrpc, id, result }` or `{ jsonrpc, id, error: { code, message } }`; never rejects. */
  request(
    method: string,
    params?: unknown,
  ): Promise<
    | { jsonrpc: '2.0'; id: JsonRpcId; result: unknown }
    | { jsonrpc: '2.0'; id: JsonRpcId; error: { code: number; message: string; data?: unknown } }
  >
  /** sats-connect's `addListener({ eventName, cb })` (also the two-argument form `(eventName, cb)`); answers an unsubscribe. */
  addListener(info: { eventName: string; cb: Listener } | string, cb?: Listener): () => void
}

export type BitcoinDevWallet = {
  provider: BitcoinDevProvider
  readonly connected: boolean
  /** The current payment and ordinals addresses. */
  readonly addresses: { payment: string; ordinal: string }
  /** Switches to the devnet account `index`; a connected page gets `accountChange`. */
  setAccountIndex(index: number): void
  /** Ends the page's connection (`disconnect` event). */
  disconnect(): void
  /** Mines blocks on the regtest node (`generatetoaddress`), by default to the miner account's payment address. */
  mine(blocks?: number, address?: string): Promise<string[]>
}

const NETWORK = { bitcoin: { name: 'Regtest' }, stacks: { name: 'testnet' }, spark: { name: 'regtest' } } as const
const METHODS = [
  'getInfo',
  'wallet_connect',
  'wallet_disconnect',
  'wallet_getAccount',
  'wallet_getNetwork',
  'wallet_getWalletType',
  'wallet_renouncePermissions',
  'getAddresses',
  'getAccounts',
  'getBalance',
  'signMessage',
  'signPsbt',
  'sendTransfer',
] as const
const PURPOSES = ['payment', 'ordinals']

/**
 * A Bitcoin wallet for development that speaks sats-connect's provider contract (what Xverse injects; AppKit's
 * `SatsConnectConnector` and `@sats-connect/core`'s `request` call it) with the devnet's regtest keys: P2WPKH
 * payment and P2TR ordinals. Reads and broadcasts go through the Gangway server's Esplora-shaped Bitcoin API;
 * every connect, signature and send asks `approve` first (a rejection is sats-connect's USER_REJECTION).
 */
export function createBitcoinDevWallet(options: BitcoinDevWalletOptions): BitcoinDevWallet {
  const origin = options.origin ?? (typeof location === 'undefined' ? 'unknown' : location.origin)
  const api: BitcoinApi = createBitcoinApi({
    apiUrl: options.apiUrl ?? 'http://localhost:4000',
    projectId: options.projectId ?? 'local',
    caipNetworkId: options.caipNetworkId ?? BITCOIN_REGTEST_CAIP_NETWORK_ID,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  })
  let keys: BitcoinWalletKeys = bitcoinWalletKeys(options.account ?? bitcoinDevAccount(options.accountIndex ?? 0))
  let connected = options.permissions?.load() ?? false
  const listeners = new Map<string, Set<Listener>>()

  const emit = (event: BitcoinWalletEvent) => {
    for (const listener of [...(listeners.get(event.type) ?? [])]) {
      try {
        listener(event)
      } catch (error) {
        console.error(`dev wallet: a Bitcoin "${event.type}" listener threw`, error)
      }
    }
  }
  const ask = async (request: Parameters<Approver>[0]) => {
    if (!(await options.approve(request))) {
      throw new BitcoinRpcError(BitcoinRpcErrorCode.USER_REJECTION, 'User rejected the request.')
    }
  }
  const requireConnected = (method: string) => {
    if (!connected) throw new BitcoinRpcError(BitcoinRpcErrorCode.ACCESS_DENIED, `${method}: connect first`)
  }
  const ownKey = (method: string, address: unknown) => {
    if (typeof address !== 'string') throw invalidBitcoinParams(method, 'address must be a string')
    const key = [keys.payment, keys.ordinal].find((k) => k.address === address)
    if (!key) throw new BitcoinRpcError(BitcoinRpcErrorCode.ACCESS_DENIED, `${method}: ${address} is not this wallet's`)
    return key
  }
  const purposes = (method: string, value: unknown, what: string): string[] => {
    if (value === undefined) return PURPOSES
    if (!Array.isArray(value) || !value.every((p) => typeof p === 'string')) {
      throw invalidBitcoinParams(method, `${what} must be an array of address purposes`)
    }
    const held = PURPOSES.filter((p) => value.includes(p))
    if (held.length === 0) {
      throw invalidBitcoinParams(
        method,
        `the dev wallet holds only payment and ordinals addresses, not ${value.join(', ')}`,
      )
    }
    return held
  }
  const addressesFor = (wanted: string[]) => keys.addresses.filter((a) => wanted.includes(a.purpose))
  /** Asks to connect when the page is not connected yet (as Xverse does for `getAddresses`). */
  const connect = async (wanted: string[], message: unknown) => {
    if (connected) return
    await ask({
      kind: 'bitcoinConnect',
      origin,
      addresses: addressesFor(wanted).map(({ purpose, address }) => ({ purpose, address })),
      message: typeof message === 'string' ? message : undefined,
    })
    connected = true
    options.permissions?.save(true)
  }
  const account = () => ({ addresses: keys.addresses, walletType: 'software', network: NETWORK })

  const handlers: Record<(typeof METHODS)[number], (params: unknown) => Promise<unknown>> = {
    getInfo: async () => ({ version: '1.0.0', platform: 'web', methods: [...METHODS], supports: [] }),
    wallet_connect: async (raw) => {
      const method = 'wallet_connect'
      const params = objectParams(method, raw, true)
      if (params.network !== undefined && params.network !== 'Regtest') {
        throw invalidBitcoinParams(method, `the dev wallet is on Regtest only, not ${String(params.network)}`)
      }
      if (params.message !== undefined && (typeof params.message !== 'string' || params.message.length > 80)) {
        throw invalidBitcoinParams(method, 'message must be text of at most 80 characters')
      }
      const wanted = purposes(method, params.addresses, 'addresses')
      await connect(wanted, params.message)
      return { ...account(), addresses: addressesFor(wanted) }
    },
    wallet_disconnect: async () => {
      wallet.disconnect()
      return null
    },
    wallet_renouncePermissions: async () => {
      wallet.disconnect()
      return null
    },
    wallet_getAccount: async () => {
      requireConnected('wallet_getAccount')
      return account()
    },
    wallet_getNetwork: async () => NETWORK,
    wallet_getWalletType: async () => 'software',
    getAddresses: async (raw) => {
      const params = objectParams('getAddresses', raw, false)
      const wanted = purposes('getAddresses', params.purposes, 'purposes')
      await connect(wanted, params.message)
      return { addresses: addressesFor(wanted), network: NETWORK }
    },
    getAccounts: async (raw) => {
      const params = objectParams('getAccounts', raw, false)
      const wanted = purposes('getAccounts', params.purposes, 'purposes')
      await connect(wanted, params.message)
      return addressesFor(wanted)
    },
    getBalance: async () => {
      requireConnected('getBalance')
      const { confirmed, unconfirmed } = await api.balance(keys.payment.address)
      return { confirmed: `${confirmed}`, unconfirmed: `${unconfirmed}`, total: `${confirmed + unconfirmed}` }
    },
    ...bitcoinSigningHandlers({ api, ask, requireConnected, ownKey, keys: () => keys }),
  }

  const provider: BitcoinDevProvider = {
    async request(method, params) {
      const id = crypto.randomUUID()
      try {
        if (typeof method !== 'string' || !Object.hasOwn(handlers, method)) {
          throw new BitcoinRpcError(
            BitcoinRpcErrorCode.METHOD_NOT_FOUND,
            `${String(method)} is not supported by the Gangway dev wallet (it answers ${METHODS.join(', ')})`,
          )
        }
        const result = await handlers[method as (typeof METHODS)[number]](params)
        return { jsonrpc: '2.0', id, result }
      } catch (error) {
        const e =
          error instanceof BitcoinRpcError
            ? error
            : new BitcoinRpcError(BitcoinRpcErrorCode.INTERNAL_ERROR, `${String(method)}: ${(error as Error).message}`)
        return {
          jsonrpc: '2.0',
          id,
          error: { code: e.code, message: e.message, ...(e.data === undefined ? {} : { data: e.data }) },
        }
      }
    },
    addListener(info, cb) {
      const eventName = typeof info === 'string' ? info : info.eventName
      const listener = typeof info === 'string' ? cb : info.cb
      if (typeof listener !== 'function') return () => {}
      const set = listeners.get(eventName) ?? new Set()
      listeners.set(eventName, set)
      set.add(listener)
      return () => set.delete(listener)
    },
  }

  const wallet: BitcoinDevWallet = {
    provider,
    get connected() {
      return connected
    },
    get addresses() {
      return { payment: keys.payment.address, ordinal: keys.ordinal.address }
    },
    setAccountIndex(index) {
      keys = bitcoinWalletKeys(bitcoinDevAccount(index))
      if (connected) emit({ type: 'accountChange', addresses: keys.addresses })
    },
    disconnect() {
      if (!connected) return
      connected = false
      options.permissions?.save(false)
      emit({ type: 'disconnect' })
    },
    mine(blocks, address) {
      return mineBitcoinBlocks({
        rpcUrl: options.nodeRpcUrl ?? 'http://127.0.0.1:18443',
        address: address ?? bitcoinDevAccount(BITCOIN_MINER_ACCOUNT_INDEX).payment.address,
        ...(blocks === undefined ? {} : { blocks }),
        ...(options.fetch ? { fetch: options.fetch } : {}),
      })
    },
  }
  return wallet
}
