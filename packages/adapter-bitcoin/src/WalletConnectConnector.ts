import {
  type AdapterConnector,
  type CaipNetwork,
  createWalletConnectProvider,
  KitErrorMessage,
  type Metadata,
  pageLocalStorage,
  type WalletConnectProvider,
} from '@gangway/core'
import { base64, hex } from '@scure/base'
import { BitcoinAdapterError, BitcoinAdapterErrorCode, notConnected, toWalletError } from './BitcoinAdapterError.ts'
import type {
  BitcoinAccountAddress,
  BitcoinWallet,
  MessageProtocol,
  SignPsbtParams,
  SignPsbtResult,
} from './BitcoinWallet.ts'

export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'
/** Reown's bip122 methods (what AppKit asks for). */
export const WALLET_CONNECT_METHODS = ['signMessage', 'sendTransfer', 'signPsbt', 'getAccountAddresses']
export const WALLET_CONNECT_EVENTS = ['bip122_addressesChanged']
/** Set while a session with Bitcoin accounts exists, so pages without one do not load WalletConnect. */
export const WALLET_CONNECT_SESSION_FLAG = 'gangway:walletconnect:bip122-session'

export type WalletConnectOptions = { projectId: string; relayUrl: string; metadata?: Metadata | undefined }

const remembered = () => pageLocalStorage()?.getItem(WALLET_CONNECT_SESSION_FLAG) === '1'
const remember = (on: boolean) => {
  const storage = pageLocalStorage()
  if (on) storage?.setItem(WALLET_CONNECT_SESSION_FLAG, '1')
  else storage?.removeItem(WALLET_CONNECT_SESSION_FLAG)
}

/** `bip122:<ref>:<address>` → the address. */
const addressOf = (account: string) => account.split(':').slice(2).join(':') || account

/** A signature as the wallet answered it: hex (Reown's wallets, as AppKit reads it) or base64 → base64. */
export function signatureToBase64(signature: string): string {
  return /^([0-9a-fA-F]{2})+$/.test(signature) ? base64.encode(hex.decode(signature.toLowerCase())) : signature
}

type WcAddress = { address: string; publicKey?: string; path?: string; intention?: string }

/**
 * The `walletConnect` connector of the Bitcoin adapter: WalletConnect's `bip122` namespace over core's
 * `createWalletConnectProvider` (the operator's relay, loaded on first use). After the session, the wallet's
 * `getAccountAddresses` says which address is payment and which ordinal (without it, every session account
 * is a payment one, as AppKit reads them).
 */
export class WalletConnectConnector implements BitcoinWallet {
  readonly connectorId = WALLET_CONNECT_CONNECTOR_ID
  readonly name = 'WalletConnect'
  readonly type = 'WALLET_CONNECT' as const
  provider: WalletConnectProvider | undefined
  readonly #options: WalletConnectOptions
  readonly #events: {
    pairingUri(uri: string): void
    accountsChanged(accounts: BitcoinAccountAddress[]): void
    disconnected(): void
  }
  #starting: Promise<WalletConnectProvider> | undefined
  #accounts: BitcoinAccountAddress[] = []
  readonly #stops: (() => void)[] = []
  /** The site's Bitcoin networks (the session asks for them). */
  networks: CaipNetwork[] = []

  constructor(
    options: WalletConnectOptions,
    events: {
      pairingUri(uri: string): void
      accountsChanged(accounts: BitcoinAccountAddress[]): void
      disconnected(): void
    },
  ) {
    this.#options = options
    this.#events = events
  }

  listing(): AdapterConnector {
    return { id: this.connectorId, type: 'WALLET_CONNECT', chain: 'bip122', name: 'WalletConnect' }
  }

  underlying(): unknown {
    return this.provider
  }

  async connect(network: CaipNetwork | undefined, silent: boolean): Promise<BitcoinAccountAddress[]> {
    if (silent && !this.provider && !remembered()) return []
    const provider = await this.#start()
    if (this.#sessionAccounts().length === 0) {
      if (silent) return []
      try {
        await provider.connect({
          optionalNamespaces: {
            bip122: {
              chains: (this.networks.length > 0 ? this.networks : network ? [network] : []).map((n) => n.caipNetworkId),
              methods: WALLET_CONNECT_METHODS,
              events: WALLET_CONNECT_EVENTS,
            },
          },
        })
      } catch (error) {
        throw toWalletError(error, 'WalletConnect: connect')
      }
    }
    const sessionAccounts = this.#sessionAccounts()
    if (sessionAccounts.length === 0) {
      throw new BitcoinAdapterError(BitcoinAdapterErrorCode.CHAIN_NOT_SUPPORTED, KitErrorMessage.CHAINS_NOT_SUPPORTED)
    }
    remember(true)
    this.#accounts = await this.#addresses(sessionAccounts)
    return this.#accounts
  }

  async disconnect(): Promise<void> {
    remember(false)
    this.#accounts = []
    if (this.provider?.session) await this.provider.disconnect().catch(() => undefined)
  }

  accounts(): BitcoinAccountAddress[] {
    return this.#accounts
  }

  /** The CAIP-2 ids the wallet approved. */
  approvedChains(): string[] {
    const accounts = this.provider?.session?.namespaces.bip122?.accounts ?? []
    return [...new Set(accounts.map((account) => account.split(':').slice(0, 2).join(':')))]
  }

  async signMessage(
    params: { address: string; message: string; protocol: MessageProtocol },
    network: CaipNetwork,
  ): Promise<string> {
    const answer = (await this.request(
      'signMessage',
      {
        account: params.address,
        address: params.address,
        message: params.message,
        protocol: params.protocol.toLowerCase(),
      },
      network,
    )) as { signature?: unknown }
    if (typeof answer?.signature !== 'string') throw badAnswer('signMessage')
    return signatureToBase64(answer.signature)
  }

  async signPsbt(params: SignPsbtParams, network: CaipNetwork): Promise<SignPsbtResult> {
    const answer = (await this.request(
      'signPsbt',
      {
        account: this.#payment(),
        psbt: params.psbt,
        signInputs: params.signInputs.map((input) => ({
          address: input.address,
          index: input.index,
          sighashTypes: input.sighashTypes ?? [1],
        })),
        broadcast: params.broadcast === true,
      },
      network,
    )) as { psbt?: unknown; txid?: unknown }
    if (typeof answer?.psbt !== 'string') throw badAnswer('signPsbt')
    return { psbt: answer.psbt, ...(typeof answer.txid === 'string' ? { txid: answer.txid } : {}) }
  }

  async sendTransfer(params: { recipient: string; amount: bigint }, network: CaipNetwork): Promise<string> {
    const payment = this.#payment()
    const answer = (await this.request(
      'sendTransfer',
      {
        account: payment,
        recipientAddress: params.recipient,
        amount: params.amount.toString(),
        changeAddress: payment,
      },
      network,
    )) as { txid?: unknown }
    if (typeof answer?.txid !== 'string') throw badAnswer('sendTransfer')
    return answer.txid
  }

  async request(method: string, params: unknown, network: CaipNetwork): Promise<unknown> {
    const provider = this.provider
    if (!provider?.session) throw notConnected('WalletConnect')
    const chain = this.approvedChains().includes(network.caipNetworkId)
      ? network.caipNetworkId
      : (this.approvedChains()[0] as string)
    try {
      return await provider.request({ method, params: params as object }, chain)
    } catch (error) {
      throw toWalletError(error, `WalletConnect: ${method}`)
    }
  }

  destroy(): void {
    for (const stop of this.#stops.splice(0)) stop()
  }

  forget(): void {}

  #payment(): string {
    const payment = this.#accounts.find((a) => a.purpose === 'payment') ?? this.#accounts[0]
    if (!payment) throw notConnected('WalletConnect')
    return payment.address
  }

  #sessionAccounts(): { chain: string; address: string }[] {
    const accounts = this.provider?.session?.namespaces.bip122?.accounts ?? []
    return accounts.map((account) => ({ chain: account.split(':').slice(0, 2).join(':'), address: addressOf(account) }))
  }

  /** The session's addresses with their purposes (`getAccountAddresses`, when the wallet allows it). */
  async #addresses(session: { chain: string; address: string }[]): Promise<BitcoinAccountAddress[]> {
    const unique = [...new Set(session.map((a) => a.address))]
    const fallback = unique.map((address) => ({ address, purpose: 'payment' as const }))
    const methods = this.provider?.session?.namespaces.bip122?.methods ?? []
    const first = session[0]
    if (!first || !methods.includes('getAccountAddresses') || !this.provider) return fallback
    try {
      const answer = (await this.provider.request(
        { method: 'getAccountAddresses', params: { account: first.address, intentions: ['payment', 'ordinal'] } },
        first.chain,
      )) as WcAddress[]
      const known = (Array.isArray(answer) ? answer : []).flatMap((a) =>
        typeof a?.address === 'string'
          ? [
              {
                address: a.address,
                purpose:
                  a.intention === 'ordinal' || a.intention === 'ordinals' ? ('ordinal' as const) : ('payment' as const),
                ...(a.publicKey ? { publicKey: a.publicKey } : {}),
                ...(a.path ? { path: a.path } : {}),
              },
            ]
          : [],
      )
      return known.length > 0 ? known : fallback
    } catch {
      return fallback
    }
  }

  #start(): Promise<WalletConnectProvider> {
    this.#starting ??= createWalletConnectProvider(this.#options).then(
      (provider) => {
        this.#listen(provider)
        this.provider = provider
        return provider
      },
      (error: unknown) => {
        this.#starting = undefined
        throw error
      },
    )
    return this.#starting
  }

  #listen(provider: WalletConnectProvider): void {
    const on = (event: string, listener: (...args: never[]) => void) => {
      provider.on(event, listener)
      this.#stops.push(() => provider.removeListener(event, listener))
    }
    on('display_uri', (uri: string) => this.#events.pairingUri(uri))
    on('session_delete', () => {
      remember(false)
      this.#accounts = []
      this.#events.disconnected()
    })
    on('session_update', () => {
      void this.#addresses(this.#sessionAccounts()).then((accounts) => {
        if (accounts.length === 0) return
        this.#accounts = accounts
        this.#events.accountsChanged(accounts)
      })
    })
  }
}

const badAnswer = (method: string) =>
  new BitcoinAdapterError(BitcoinAdapterErrorCode.WALLET_ERROR, `The wallet's ${method} answer is not understood`)
