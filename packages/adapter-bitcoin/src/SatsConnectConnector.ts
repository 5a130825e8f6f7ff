import {
  type AdapterAccount,
  type AdapterConnector,
  AdapterError,
  type CaipNetwork,
  notAnAccountOf,
  notConnected,
  toAdapterError,
} from '@gangway/core'
import {
  type AddressPurpose,
  type BitcoinAccountAddress,
  type BitcoinWallet,
  connectionAccounts,
  type MessageProtocol,
  paysOn,
  type SignPsbtParams,
  type SignPsbtResult,
} from './BitcoinWallet.ts'
import { bitcoinChainOf } from './bitcoinChains.ts'
import type { SatsConnectProvider, SatsConnectProviderInfo } from './satsConnectProviders.ts'

type RpcAnswer = { jsonrpc?: string; id?: unknown; result?: unknown; error?: { code: number; message: string } }
type SatsAddress = {
  address: string
  publicKey?: string
  purpose?: string
  addressType?: string
  derivationPath?: string
}

/** sats-connect's purposes → AppKit's. */
function purposeOf(purpose: string | undefined): AddressPurpose | undefined {
  if (purpose === 'payment') return 'payment'
  if (purpose === 'ordinals') return 'ordinal'
  if (purpose === 'stacks') return 'stx'
  return undefined
}

function toAddresses(list: unknown): BitcoinAccountAddress[] {
  if (!Array.isArray(list)) return []
  return (list as SatsAddress[]).flatMap((a) => {
    const purpose = purposeOf(a?.purpose)
    if (typeof a?.address !== 'string' || !purpose || purpose === 'stx') return []
    return [
      {
        address: a.address,
        purpose,
        ...(a.publicKey ? { publicKey: a.publicKey } : {}),
        ...(a.derivationPath ? { path: a.derivationPath } : {}),
      },
    ]
  })
}

/**
 * A wallet speaking sats-connect's provider protocol (Xverse, Magic Eden, the Gangway dev wallet, …):
 * `request(method, params)` answering `{ result }` or `{ error: { code, message } }` (some wallets throw
 * that object instead). Connects with `wallet_connect` (payment and ordinal addresses), restores silently
 * with `wallet_getAccount`.
 */
export class SatsConnectConnector implements BitcoinWallet {
  readonly type = 'ANNOUNCED' as const
  readonly info: SatsConnectProviderInfo
  readonly provider: SatsConnectProvider
  #accounts: BitcoinAccountAddress[] = []
  #network: string | undefined
  readonly #stops: (() => void)[] = []
  readonly #onAccounts: (accounts: BitcoinAccountAddress[]) => void

  constructor(
    info: SatsConnectProviderInfo,
    provider: SatsConnectProvider,
    onAccounts: (accounts: BitcoinAccountAddress[]) => void,
  ) {
    this.info = info
    this.provider = provider
    this.#onAccounts = onAccounts
  }

  /** The provider's id: its dotted path on `window` (sats-connect's id), stable across page loads. */
  get connectorId(): string {
    return this.info.id
  }

  get name(): string {
    return this.info.name
  }

  listing(): AdapterConnector {
    return {
      id: this.connectorId,
      type: 'ANNOUNCED',
      chain: 'bip122',
      name: this.info.name,
      ...(this.info.icon ? { imageUrl: this.info.icon, info: { icon: this.info.icon } } : {}),
      provider: this.provider,
    }
  }

  underlying(): unknown {
    return this.provider
  }

  async connect(params: { network?: CaipNetwork | undefined; silent: boolean }): Promise<AdapterAccount[]> {
    const { network, silent } = params
    let addresses: BitcoinAccountAddress[]
    if (silent) {
      // `wallet_getAccount` answers without a prompt (access denied when the site is not connected), where
      // `getAddresses` would ask to connect
      const answer = (await this.request('wallet_getAccount', null)) as {
        addresses?: unknown
        network?: { bitcoin?: { name?: string } }
      }
      addresses = toAddresses(answer?.addresses)
      this.#network = answer?.network?.bitcoin?.name
    } else {
      const answer = (await this.request('wallet_connect', {
        addresses: ['payment', 'ordinals'],
        ...(network ? { network: bitcoinChainOf(network).satsConnectName } : {}),
        message: 'Connect to this site',
      })) as { addresses?: unknown; network?: { bitcoin?: { name?: string } } }
      addresses = toAddresses(answer?.addresses)
      this.#network = answer?.network?.bitcoin?.name
    }
    this.#accounts = addresses
    if (addresses.length > 0) this.#listen()
    return connectionAccounts(addresses)
  }

  async disconnect(): Promise<void> {
    this.forget()
    this.#accounts = []
    await this.request('wallet_disconnect', null).catch(() => undefined)
  }

  addresses(): BitcoinAccountAddress[] {
    return this.#accounts
  }

  accounts(): AdapterAccount[] {
    return connectionAccounts(this.#accounts)
  }

  supports(network: CaipNetwork): boolean {
    return paysOn(this.#accounts, network)
  }

  walletNetwork(): string | undefined {
    return this.#network
  }

  async signMessage(params: { address: string; message: string; protocol: MessageProtocol }): Promise<string> {
    this.#own(params.address)
    const answer = (await this.request('signMessage', params)) as { signature?: unknown }
    if (typeof answer?.signature !== 'string') throw badAnswer('signMessage')
    return answer.signature
  }

  async signPsbt(params: SignPsbtParams): Promise<SignPsbtResult> {
    const signInputs: Record<string, number[]> = {}
    for (const input of params.signInputs) {
      signInputs[input.address] = [...(signInputs[input.address] ?? []), input.index]
    }
    const answer = (await this.request('signPsbt', {
      psbt: params.psbt,
      signInputs,
      broadcast: params.broadcast === true,
    })) as { psbt?: unknown; txid?: unknown }
    if (typeof answer?.psbt !== 'string') throw badAnswer('signPsbt')
    return { psbt: answer.psbt, ...(typeof answer.txid === 'string' ? { txid: answer.txid } : {}) }
  }

  async sendTransfer(params: { recipient: string; amount: bigint }): Promise<string> {
    const answer = (await this.request('sendTransfer', {
      recipients: [{ address: params.recipient, amount: Number(params.amount) }],
    })) as { txid?: unknown }
    if (typeof answer?.txid !== 'string') throw badAnswer('sendTransfer')
    return answer.txid
  }

  /** A raw request in sats-connect's protocol (the provider object's `request`). */
  walletRequest(method: string, params: unknown): Promise<unknown> {
    return this.request(method, params)
  }

  /** One sats-connect request; answers its `result`, throws the wallet's error (rejection → rpcCode 4001). */
  async request(method: string, params: unknown): Promise<unknown> {
    let answer: RpcAnswer
    try {
      answer = (await this.provider.request(method, params)) as RpcAnswer
    } catch (error) {
      const rpc = error as RpcAnswer
      if (rpc && typeof rpc === 'object' && 'error' in rpc && rpc.error) throw walletError(rpc.error, method)
      throw walletError(error, method)
    }
    if (answer && typeof answer === 'object' && 'error' in answer && answer.error) {
      throw walletError(answer.error, method)
    }
    if (answer && typeof answer === 'object' && 'result' in answer) return answer.result
    throw badAnswer(method)
  }

  forget(): void {
    for (const stop of this.#stops.splice(0)) stop()
  }

  #own(address: string): void {
    if (this.#accounts.length === 0) throw notConnected(this.name)
    if (!this.#accounts.some((a) => a.address === address)) throw notAnAccountOf(address, this.name)
  }

  /** sats-connect's wallet events (`addListener({ eventName, cb })` → unsubscribe), where the wallet has them. */
  #listen(): void {
    this.forget()
    const add = this.provider.addListener as
      | ((arg: { eventName: string; cb: (event: unknown) => void }) => unknown)
      | undefined
    if (typeof add !== 'function') return
    const on = (eventName: string, cb: (event: unknown) => void) => {
      try {
        const stop = add.call(this.provider, { eventName, cb })
        if (typeof stop === 'function') this.#stops.push(stop as () => void)
      } catch {
        // a wallet with another listener shape: no events from it
      }
    }
    on('accountChange', (event) => {
      const next = toAddresses((event as { addresses?: unknown })?.addresses)
      if (next.length > 0) {
        this.#accounts = next
        this.#onAccounts(next)
        return
      }
      // Xverse's event carries no addresses: ask for them again
      void this.connect({ silent: true })
        .then(() => this.#onAccounts(this.#accounts))
        .catch(() => this.#onAccounts([]))
    })
    on('disconnect', () => {
      this.#accounts = []
      this.#onAccounts([])
    })
  }
}

/** sats-connect's `RpcErrorCode.USER_REJECTION` (a visitor declined in the wallet), mapped to EIP-1193's 4001. */
export const SATS_CONNECT_USER_REJECTION = -32000

const walletError = (error: unknown, method: string) => toAdapterError(error, method, [SATS_CONNECT_USER_REJECTION])

export const badAnswer = (method: string): AdapterError =>
  new AdapterError('WALLET_ERROR', `The wallet's ${method} answer is not understood`)
