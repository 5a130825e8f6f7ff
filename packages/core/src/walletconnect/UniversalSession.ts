import type { ChainNamespace } from '@gangway/protocol'
import { formatUnits, type Hex, numberToHex, stringToHex } from 'viem'
import type { AdapterConnection, AdapterSetup } from '../adapter/ChainAdapter.ts'
import { KitErrorMessage } from '../errors/KitError.ts'
import type { CaipNetwork } from '../networks/CaipNetwork.ts'
import { adr36SignDoc } from './adr36SignDoc.ts'
import { WALLET_CONNECT_CONNECTOR_ID as ID, type UniversalAdapterOptions } from './createUniversalAdapters.ts'
import { createWalletConnectProvider, type WalletConnectProvider } from './createWalletConnectProvider.ts'

/** The methods a dapp asks a WalletConnect wallet for, per namespace (AppKit's defaults, trimmed to what we use). */
const METHODS: Partial<Record<ChainNamespace, string[]>> = {
  eip155: [
    'personal_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'wallet_sendCalls',
    'wallet_getCallsStatus',
    'wallet_getCapabilities',
  ],
  solana: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
  bip122: ['sendTransfer', 'signMessage', 'signPsbt', 'getAccountAddresses'],
  // WalletConnect's Polkadot and Cosmos RPC references
  polkadot: ['polkadot_signMessage', 'polkadot_signTransaction'],
  cosmos: ['cosmos_getAccounts', 'cosmos_signAmino', 'cosmos_signDirect'],
}
const EVENTS = ['accountsChanged', 'chainChanged']
const NO_CHAIN = KitErrorMessage.CHAINS_NOT_SUPPORTED

type SessionEvent = { params: { event: { name: string; data: unknown }; chainId: string } }

/** A CAIP-10 account's address (`eip155:1:0xabc` → `0xabc`); a bare address stays as it is. */
const addressOf = (account: string) => account.split(':').slice(2).join(':') || account

/**
 * The universal adapters' shared WalletConnect session (loaded on first use): one universal provider for
 * every namespace without an adapter. EVM requests go through the wallet (`personal_sign`,
 * `eth_sendTransaction`, `wallet_switchEthereumChain`); EVM reads (balance, receipts) go to the network's
 * own RPC URL. Polkadot, Cosmos and Bitcoin sign messages through the wallet too (`polkadot_signMessage`,
 * `cosmos_signAmino` with an ADR-036 sign doc, bip122 `signMessage`); sends outside EVM need the namespace's
 * adapter. Balances are read for EVM only.
 */
export class UniversalSession {
  provider: WalletConnectProvider | undefined
  readonly #options: UniversalAdapterOptions
  readonly #setups: ReadonlyMap<ChainNamespace, AdapterSetup>
  readonly #chains = new Map<ChainNamespace, string>()
  readonly #stops: (() => void)[] = []
  #starting: Promise<WalletConnectProvider> | undefined
  #connecting: ChainNamespace | undefined

  constructor(options: UniversalAdapterOptions, setups: ReadonlyMap<ChainNamespace, AdapterSetup>) {
    this.#options = options
    this.#setups = setups
  }

  async connect(namespace: ChainNamespace, chainId?: number | string): Promise<AdapterConnection> {
    const provider = await this.#start()
    if (this.#accounts(namespace).length === 0) {
      this.#connecting = namespace
      try {
        await provider.connect({ optionalNamespaces: this.#namespaces() })
      } finally {
        this.#connecting = undefined
      }
    }
    const connection = this.#connection(namespace, chainId)
    if (!connection) throw new Error(NO_CHAIN)
    // the same approval connected the other namespaces the wallet supports
    for (const [other, setup] of this.#setups) {
      const more = other === namespace ? undefined : this.#connection(other)
      if (more) setup.events.connected?.(more)
    }
    return connection
  }

  async reconnect(namespace: ChainNamespace): Promise<AdapterConnection | undefined> {
    await this.#start()
    return this.#connection(namespace)
  }

  async disconnect(): Promise<void> {
    const provider = this.provider
    this.#chains.clear()
    if (provider?.session) await provider.disconnect().catch(() => undefined)
  }

  async switchNetwork(namespace: ChainNamespace, network: CaipNetwork): Promise<void> {
    const provider = this.#provider()
    if (!this.#approvedChains(namespace).includes(network.caipNetworkId)) {
      throw Object.assign(new Error(NO_CHAIN), { code: 4902 })
    }
    if (namespace === 'eip155') {
      await provider.request(
        { method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(Number(network.id)) }] },
        this.#chainOf(namespace),
      )
    }
    this.#setChain(namespace, network.caipNetworkId)
  }

  async getBalance(
    namespace: ChainNamespace,
    address: string,
    network: CaipNetwork,
  ): Promise<{ balance: string; symbol: string }> {
    if (namespace !== 'eip155') throw new Error(`${namespace}: the balance needs the namespace's adapter`)
    const wei = await rpc<Hex>(network, 'eth_getBalance', [address, 'latest'])
    return {
      balance: formatUnits(BigInt(wei), network.nativeCurrency.decimals),
      symbol: network.nativeCurrency.symbol,
    }
  }

  /**
   * Asks the wallet to sign `message` (text) with `address`: EVM `personal_sign` (answers the hex signature);
   * Polkadot `polkadot_signMessage` `{ address, message }` (the wallet signs the message wrapped in
   * `<Bytes>…</Bytes>` as polkadot-js does; answers its hex signature); Cosmos `cosmos_signAmino`
   * `{ signerAddress, signDoc }` with the message's ADR-036 sign doc (answers the base64 secp256k1 signature;
   * the public key is the account's, from `cosmos_getAccounts` or the response's `pub_key`); Bitcoin (a site
   * with no Bitcoin adapter) `signMessage` `{ account, address, message }` — the wallet's default protocol —
   * answering the signature in base64 as AppKit's WalletConnect connector does (Reown's wallets answer hex).
   */
  async signMessage(namespace: ChainNamespace, address: string, message: string): Promise<string> {
    const chain = this.#chainOf(namespace)
    switch (namespace) {
      case 'eip155':
        return this.#provider().request<string>(
          { method: 'personal_sign', params: [stringToHex(message), address] },
          chain,
        )
      case 'polkadot': {
        const { signature } = await this.#provider().request<{ signature: string }>(
          { method: 'polkadot_signMessage', params: { address, message } },
          chain,
        )
        return signature
      }
      case 'cosmos': {
        const { signature } = await this.#provider().request<{ signature: { signature: string } }>(
          { method: 'cosmos_signAmino', params: { signerAddress: address, signDoc: adr36SignDoc(address, message) } },
          chain,
        )
        return signature.signature
      }
      case 'bip122': {
        // Reown's Bitcoin reference answers the signature in hex; sats-connect wallets and AppKit give base64
        const { signature } = await this.#provider().request<{ signature: string }>(
          { method: 'signMessage', params: { account: address, address, message } },
          chain,
        )
        return /^(?:[0-9a-fA-F]{2})+$/.test(signature) ? hexToBase64(signature) : signature
      }
      default:
        throw new Error(`${namespace}: signing needs the namespace's adapter`)
    }
  }

  async sendTransaction(namespace: ChainNamespace, tx: { to: string; value?: bigint; data?: Hex }): Promise<string> {
    if (namespace !== 'eip155') throw new Error(`${namespace}: sending needs the namespace's adapter`)
    const from = this.#accounts(namespace)[0]
    return this.#provider().request<string>(
      {
        method: 'eth_sendTransaction',
        params: [
          {
            from,
            to: tx.to,
            ...(tx.value === undefined ? {} : { value: numberToHex(tx.value) }),
            ...(tx.data === undefined ? {} : { data: tx.data }),
          },
        ],
      },
      this.#chainOf(namespace),
    )
  }

  /** Polls the network's RPC for the receipt (1 s, at most a minute); fails when the transaction reverted. */
  async waitForTransaction(namespace: ChainNamespace, hash: string, network: CaipNetwork): Promise<void> {
    if (namespace !== 'eip155') return
    for (const started = Date.now(); Date.now() - started < 60_000; ) {
      const receipt = await rpc<{ status: Hex } | null>(network, 'eth_getTransactionReceipt', [hash])
      if (receipt) {
        if (receipt.status !== '0x1') throw new Error(`Transaction ${hash} reverted`)
        return
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000))
    }
    throw new Error(`Transaction ${hash} was not mined within a minute`)
  }

  destroy(): void {
    for (const stop of this.#stops.splice(0)) stop()
  }

  #provider(): WalletConnectProvider {
    if (!this.provider?.session) throw Object.assign(new Error('WalletConnect is not connected'), { code: 4100 })
    return this.provider
  }

  #start(): Promise<WalletConnectProvider> {
    this.#starting ??= createWalletConnectProvider(this.#options).then(
      (provider) => {
        this.#listen(provider)
        this.provider = provider
        return provider
      },
      (error: Error) => {
        this.#starting = undefined // a later attempt may succeed (core reports the failure, SPEC §8)
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
    on('display_uri', (uri: string) => {
      if (this.#connecting) this.#setups.get(this.#connecting)?.events.pairingUri?.(ID, uri)
    })
    on('session_delete', () => {
      this.#chains.clear()
      for (const setup of this.#setups.values()) setup.events.disconnected(ID)
    })
    on('session_update', () => {
      for (const [namespace, setup] of this.#setups) {
        const accounts = this.#accounts(namespace)
        if (accounts.length > 0)
          setup.events.accountsChanged(
            ID,
            accounts.map((address) => ({ address })),
          )
      }
    })
    on('session_event', ({ params }: SessionEvent) => {
      const namespace = params.chainId.split(':')[0] as ChainNamespace
      const setup = this.#setups.get(namespace)
      if (!setup) return
      if (params.event.name === 'chainChanged') {
        const data = String(params.event.data)
        const reference = data.includes(':') ? (data.split(':')[1] as string) : data
        const id = namespace === 'eip155' ? Number(reference) : reference
        this.#setChain(namespace, `${namespace}:${id}`)
        setup.events.chainChanged(ID, id)
      } else if (params.event.name === 'accountsChanged' && Array.isArray(params.event.data)) {
        const accounts = [...new Set((params.event.data as string[]).map(addressOf))]
        setup.events.accountsChanged(
          ID,
          accounts.map((address) => ({ address })),
        )
      }
    })
  }

  /** What the session proposal asks for: each namespace's networks, methods and events (EVM with an rpcMap). */
  #namespaces() {
    return Object.fromEntries(
      [...this.#setups].map(([namespace, { networks }]) => [
        namespace,
        {
          chains: networks.map((n) => n.caipNetworkId),
          methods: METHODS[namespace] ?? [],
          events: EVENTS,
          ...(namespace === 'eip155'
            ? {
                rpcMap: Object.fromEntries(
                  networks.flatMap((n) =>
                    n.rpcUrls.default.http[0] ? [[String(n.id), n.rpcUrls.default.http[0]]] : [],
                  ),
                ),
              }
            : {}),
        },
      ]),
    )
  }

  #sessionAccounts(namespace: ChainNamespace): string[] {
    return this.provider?.session?.namespaces[namespace]?.accounts ?? []
  }

  #accounts(namespace: ChainNamespace): string[] {
    return [...new Set(this.#sessionAccounts(namespace).map(addressOf))]
  }

  /** The CAIP-2 ids the wallet approved for a namespace. */
  #approvedChains(namespace: ChainNamespace): string[] {
    return [...new Set(this.#sessionAccounts(namespace).map((a) => a.split(':').slice(0, 2).join(':')))]
  }

  #connection(namespace: ChainNamespace, wanted?: number | string): AdapterConnection | undefined {
    const accounts = this.#accounts(namespace)
    const approved = this.#approvedChains(namespace)
    if (accounts.length === 0 || approved.length === 0) return undefined
    const configured = (this.#setups.get(namespace)?.networks ?? []).map((n) => n.caipNetworkId)
    const current = this.#chains.get(namespace)
    const chain =
      [wanted === undefined ? undefined : `${namespace}:${wanted}`, current]
        .filter((id): id is string => id !== undefined)
        .find((id) => approved.includes(id)) ??
      approved.find((id) => configured.includes(id as CaipNetwork['caipNetworkId'])) ??
      (approved[0] as string)
    this.#setChain(namespace, chain)
    const reference = chain.split(':')[1] as string
    return {
      connectorId: ID,
      accounts: accounts.map((address) => ({ address })),
      chainId: namespace === 'eip155' ? Number(reference) : reference,
    }
  }

  #chainOf(namespace: ChainNamespace): string {
    return this.#chains.get(namespace) ?? (this.#approvedChains(namespace)[0] as string)
  }

  #setChain(namespace: ChainNamespace, chain: string): void {
    this.#chains.set(namespace, chain)
    this.provider?.setDefaultChain(chain)
  }
}

/** Hex bytes as base64 (a Bitcoin message signature as Bitcoin tools read it). */
function hexToBase64(hex: string): string {
  let binary = ''
  for (let i = 0; i < hex.length; i += 2) binary += String.fromCharCode(Number.parseInt(hex.slice(i, i + 2), 16))
  return btoa(binary)
}

/** One JSON-RPC call to the network's own RPC URL (reads never go through the wallet). */
async function rpc<T>(network: CaipNetwork, method: string, params: unknown[]): Promise<T> {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new Error(`${network.name} has no RPC URL`)
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: T; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result as T
}
