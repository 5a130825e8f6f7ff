import type { ConnectorType } from '@gangway/protocol'
import { ErrorCode } from '@gangway/protocol'
import { getAddress } from 'viem'
import { rpcCodeOf } from '../../errors/KitError.ts'
import type { CaipNetwork } from '../../networks/CaipNetwork.ts'
import type { AdapterAccount, AdapterConnector } from '../ChainAdapter.ts'
import type { Eip1193Provider } from './Eip1193Provider.ts'
import type { EvmConnector } from './EvmConnector.ts'
import { switchEip1193Chain } from './switchEip1193Chain.ts'

export type Eip1193ConnectorParams = {
  id: string
  name: string
  type: ConnectorType
  icon?: string | undefined
  rdns?: string | undefined
  /** The wallet's provider, or how to load it (an SDK loaded on first use: Coinbase's, Safe's). */
  provider: Eip1193Provider | (() => Promise<Eip1193Provider>)
  /**
   * Whether a silent restore may load a lazy provider (a session was made before); default yes. A page that
   * never used the SDK never loads it.
   */
  restorable?: () => boolean
  /** The wallet's accounts changed (none: it disconnected). */
  onAccounts(accounts: AdapterAccount[]): void
  /** The wallet moved to another chain. */
  onChain(chainId: number): void
  /** After a connect and a disconnect (a lazy SDK's "a session exists" flag). */
  onSession?(connected: boolean): void
  /** `false`: the wallet is never asked to connect (`eth_accounts` only — a Safe App's host decided). */
  prompt?: false
  /** How the wallet ends a session (an SDK's own `disconnect`); default `wallet_revokePermissions`. */
  disconnect?(provider: Eip1193Provider): Promise<unknown>
}

const toAccounts = (addresses: unknown): AdapterAccount[] =>
  (Array.isArray(addresses) ? addresses : [])
    .filter((a): a is string => typeof a === 'string')
    .map((address) => ({ address: getAddress(address), type: 'eoa' as const }))

/**
 * One EIP-1193 wallet as a blueprint connector: connect asks `eth_requestAccounts` (`eth_accounts` when
 * restoring, which never prompts), then, when the wallet is on another chain than the one asked for, switches it
 * (a refusal other than the visitor's leaves it where it is: the kit flags an unsupported chain itself). The
 * wallet's `accountsChanged` / `chainChanged` / `disconnect` are followed while connected. Disconnect asks
 * `wallet_revokePermissions` (wallets without it answer an error, which is fine: the kit forgets the session).
 */
export class Eip1193Connector implements EvmConnector {
  readonly connectorId: string
  readonly name: string
  readonly type: ConnectorType
  readonly #params: Eip1193ConnectorParams
  #provider: Eip1193Provider | undefined
  #loading: Promise<Eip1193Provider> | undefined
  #accounts: AdapterAccount[] = []
  #chainId: number | undefined
  #listening: { event: string; listener: (...args: never[]) => void }[] = []

  constructor(params: Eip1193ConnectorParams) {
    this.connectorId = params.id
    this.name = params.name
    this.type = params.type
    this.#params = params
    if (typeof params.provider !== 'function') this.#provider = params.provider
  }

  listing(): AdapterConnector {
    const { icon, rdns } = this.#params
    return {
      id: this.connectorId,
      type: this.type,
      chain: 'eip155',
      name: this.name,
      ...(icon ? { imageUrl: icon } : {}),
      ...(icon || rdns ? { info: { ...(rdns ? { rdns } : {}), ...(icon ? { icon } : {}) } } : {}),
      ...(this.#provider ? { provider: this.#provider } : {}),
    }
  }

  eip1193(): Eip1193Provider | undefined {
    return this.#provider
  }

  underlying(): unknown {
    return this.#provider
  }

  chainId(): number | undefined {
    return this.#chainId
  }

  accounts(): AdapterAccount[] {
    return this.#accounts
  }

  /** An EVM wallet can be asked for any chain (it is added when it does not know it). */
  supports(_network: CaipNetwork): boolean {
    return true
  }

  async connect(params: { network?: CaipNetwork | undefined; silent: boolean }): Promise<AdapterAccount[]> {
    if (params.silent && !this.#provider && this.#params.restorable?.() === false) return []
    const provider = await this.#load()
    const accounts = toAccounts(
      await provider.request({
        method: params.silent || this.#params.prompt === false ? 'eth_accounts' : 'eth_requestAccounts',
      }),
    )
    if (accounts.length === 0) return []
    this.#chainId = Number(await provider.request({ method: 'eth_chainId' }))
    this.#accounts = accounts
    this.#listen(provider)
    this.#params.onSession?.(true)
    const wanted = params.network === undefined ? undefined : Number(params.network.id)
    if (!params.silent && params.network && wanted !== this.#chainId) {
      try {
        await this.switchChain(params.network)
      } catch (error) {
        if (rpcCodeOf(error) === ErrorCode.USER_REJECTED) throw error
      }
    }
    return this.#accounts
  }

  async switchChain(network: CaipNetwork): Promise<void> {
    const provider = await this.#load()
    await switchEip1193Chain(provider, network)
    this.#chainId = Number(await provider.request({ method: 'eth_chainId' }))
  }

  async disconnect(): Promise<void> {
    const provider = this.#provider
    this.forget()
    this.#params.onSession?.(false)
    if (!provider) return
    const ending = this.#params.disconnect
      ? this.#params.disconnect(provider)
      : provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    await ending.catch(() => undefined)
  }

  forget(): void {
    for (const { event, listener } of this.#listening.splice(0)) this.#provider?.removeListener?.(event, listener)
    this.#accounts = []
  }

  #load(): Promise<Eip1193Provider> {
    if (this.#provider) return Promise.resolve(this.#provider)
    const load = this.#params.provider as () => Promise<Eip1193Provider>
    this.#loading ??= load().then(
      (provider) => {
        this.#provider = provider
        return provider
      },
      (error: unknown) => {
        this.#loading = undefined // a later attempt may succeed
        throw error
      },
    )
    return this.#loading
  }

  #listen(provider: Eip1193Provider): void {
    if (this.#listening.length > 0 || !provider.on) return
    const on = (event: string, listener: (...args: never[]) => void) => {
      provider.on?.(event, listener)
      this.#listening.push({ event, listener })
    }
    on('accountsChanged', ((addresses: unknown) => {
      const accounts = toAccounts(addresses)
      if (accounts.length === 0) this.forget()
      else this.#accounts = accounts
      this.#params.onAccounts(accounts)
    }) as never)
    on('chainChanged', ((chainId: unknown) => {
      this.#chainId = Number(chainId)
      this.#params.onChain(this.#chainId)
    }) as never)
    on('disconnect', (() => {
      this.forget()
      this.#params.onAccounts([])
    }) as never)
  }
}
