import type { BitcoinDevAccount } from '@gangway/devnet/bitcoinDevAccounts'
import type { IWalletKit } from '@reown/walletkit'
import { getSdkError } from '@walletconnect/utils'
import type { Chain } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { ProviderErrorCode, ProviderRpcError } from '../../src/ProviderRpcError.ts'
import type { SolanaKey } from '../../src/solanaDevKey.ts'
import { answerRequest } from './answerRequest.ts'
import { type PreparedRequest, prepareSolanaRequest } from './prepareSolanaRequest.ts'
import { sessionNamespaces } from './sessionNamespaces.ts'
import { prepareBitcoinRequest } from './webWalletBitcoin.ts'
import { type CosmosKey, prepareCosmosRequest } from './webWalletCosmos.ts'
import { type PolkadotKey, preparePolkadotRequest } from './webWalletPolkadot.ts'
import { WC_SOLANA_DEFAULT_RPC_URLS } from './webWalletSolana.ts'
import { prepareSuiRequest, type SuiKey } from './webWalletSui.ts'

export type WebWalletOptions = {
  /** An initialised `@reown/walletkit` client (its Core pointed at our relay). */
  walletKit: IWalletKit
  /** Asks the user; resolves true to approve. `title` is the request's method (or "Connect to <dapp>?"). */
  approve(title: string, detail: string): Promise<boolean>
  evm: { account: PrivateKeyAccount; chains: readonly Chain[] }
  solana: {
    key: SolanaKey
    /** Where `solana_signAndSendTransaction` sends, per CAIP-2 chain (default: the local chain only). */
    rpcUrls?: Readonly<Record<string, string>>
  }
  /** The Polkadot account (sr25519), offered in every session that proposes (or does not name) `polkadot`. */
  polkadot?: { key: PolkadotKey }
  /** The Cosmos account (secp256k1), offered in every session that proposes (or does not name) `cosmos`. */
  cosmos?: { key: CosmosKey }
  /** The Bitcoin regtest account (payment P2WPKH + ordinal P2TR), offered when a session proposes `bip122`. */
  bitcoin?: { account: BitcoinDevAccount }
  /** The Sui account (Ed25519, `@mysten/sui`), offered when a session proposes `sui`. */
  sui?: { key: SuiKey }
  /**
   * Polkadot, Cosmos, Bitcoin and Sui accounts made after the page is ready (their keys cost about a second of
   * WebAssembly and PBKDF2): each proposal and request waits for them; they add to the ones above.
   */
  accountsLater?: Promise<Pick<WebWalletOptions, 'polkadot' | 'cosmos' | 'bitcoin' | 'sui'>>
  /** A line for the page's status area. */
  onStatus?(text: string): void
  /** Sessions were added or removed. */
  onSessionsChanged?(): void
}

/**
 * The web wallet's WalletConnect logic, without the page: approves proposals (eip155, solana, polkadot, cosmos,
 * bip122 and sui namespaces) and answers session requests after the user approves them — EVM through
 * `answerRequest`, Solana through `prepareSolanaRequest`, Polkadot through `preparePolkadotRequest`, Cosmos
 * through `prepareCosmosRequest`, Bitcoin through `prepareBitcoinRequest`, Sui through `prepareSuiRequest`. Rejections answer 4001 "User rejected the request."; bad requests their own error.
 */
export function createWebWallet(options: WebWalletOptions) {
  const { walletKit } = options
  const status = (text: string) => options.onStatus?.(text)
  const solanaRpcUrls = options.solana.rpcUrls ?? WC_SOLANA_DEFAULT_RPC_URLS
  let chain = options.evm.chains[0] as Chain

  const respond = (topic: string, id: number, answer: { result: unknown } | { error: ProviderRpcError | Error }) =>
    walletKit.respondSessionRequest({
      topic,
      response:
        'result' in answer
          ? { id, jsonrpc: '2.0', result: answer.result }
          : {
              id,
              jsonrpc: '2.0',
              error: {
                code: answer.error instanceof ProviderRpcError ? answer.error.code : 5000,
                message: answer.error.message,
              },
            },
    })

  /** The accounts other than EVM and Solana: given, and made later (a failure to make them leaves them out). */
  const others = async () => {
    const later = await options.accountsLater?.catch(() => undefined)
    return {
      polkadot: later?.polkadot ?? options.polkadot,
      cosmos: later?.cosmos ?? options.cosmos,
      bitcoin: later?.bitcoin ?? options.bitcoin,
      sui: later?.sui ?? options.sui,
    }
  }

  walletKit.on('session_proposal', async (proposal) => {
    const name = proposal.params.proposer.metadata.name
    const { polkadot, cosmos, bitcoin, sui } = await others()
    let namespaces: ReturnType<typeof sessionNamespaces>
    try {
      namespaces = sessionNamespaces(proposal.params, {
        evm: { address: options.evm.account.address, chainIds: options.evm.chains.map((c) => c.id) },
        solana: { address: options.solana.key.address },
        ...(polkadot ? { polkadot: { address: polkadot.key.address } } : {}),
        ...(cosmos ? { cosmos: { address: cosmos.key.address } } : {}),
        ...(bitcoin
          ? { bitcoin: { addresses: [bitcoin.account.payment.address, bitcoin.account.ordinal.address] } }
          : {}),
        ...(sui ? { sui: { address: sui.key.address } } : {}),
      })
      if (Object.keys(namespaces).length === 0) throw new Error('it proposes no chain this wallet has')
    } catch (error) {
      await walletKit.rejectSession({ id: proposal.id, reason: getSdkError('UNSUPPORTED_CHAINS') })
      status(`Rejected ${name}: ${(error as Error).message}`)
      return
    }
    const addresses = Object.entries(namespaces).map(([key, ns]) => `${key}: ${ns.accounts[0]?.split(':')[2]}`)
    if (
      !(await options.approve(`Connect to ${name}?`, [proposal.params.proposer.metadata.url, ...addresses].join('\n')))
    ) {
      await walletKit.rejectSession({ id: proposal.id, reason: getSdkError('USER_REJECTED') })
      status(`Rejected ${name}`)
      return
    }
    await walletKit.approveSession({ id: proposal.id, namespaces })
    status(`Connected to ${name}`)
    options.onSessionsChanged?.()
  })

  /** A request of a non-EVM namespace, checked and ready to answer (undefined for EVM). */
  const prepareOther = async (
    request: { method: string; params: unknown },
    chainId: string,
  ): Promise<PreparedRequest | undefined> => {
    const namespace = chainId.split(':')[0]
    if (namespace === 'eip155') return undefined
    if (namespace === 'solana')
      return prepareSolanaRequest(request, { key: options.solana.key, chainId, rpcUrls: solanaRpcUrls })
    const { polkadot, cosmos, bitcoin, sui } = await others()
    if (namespace === 'sui' && sui) return prepareSuiRequest(request, sui.key)
    if (namespace === 'polkadot' && polkadot) return preparePolkadotRequest(request, polkadot.key)
    if (namespace === 'cosmos' && cosmos) return prepareCosmosRequest(request, cosmos.key)
    if (namespace === 'bip122' && bitcoin) return prepareBitcoinRequest(request, bitcoin.account)
    throw new ProviderRpcError(ProviderErrorCode.unsupportedMethod, `The web wallet has no ${namespace} account`)
  }

  walletKit.on('session_request', async (event) => {
    const { request, chainId } = event.params
    const rejected = () =>
      respond(event.topic, event.id, {
        error: new ProviderRpcError(ProviderErrorCode.userRejected, 'User rejected the request.'),
      })
    try {
      const prepared = await prepareOther(request, chainId)
      if (prepared) {
        if (prepared.ask && !(await options.approve(prepared.title, prepared.lines.join('\n'))))
          return void (await rejected())
        await respond(event.topic, event.id, { result: await prepared.run() })
        status(`Answered ${request.method}`)
        return
      }
      const requested = options.evm.chains.find((c) => `eip155:${c.id}` === chainId)
      if (requested) chain = requested
      if (!(await options.approve(request.method, JSON.stringify(request.params, null, 2))))
        return void (await rejected())
      if (request.method === 'wallet_switchEthereumChain') {
        const target = Number((request.params as [{ chainId: string }])[0].chainId)
        const next = options.evm.chains.find((c) => c.id === target)
        if (!next) throw new ProviderRpcError(ProviderErrorCode.unrecognizedChain, `Unknown chain ${target}`)
        chain = next
        await walletKit.emitSessionEvent({
          topic: event.topic,
          event: { name: 'chainChanged', data: next.id },
          chainId: `eip155:${next.id}`,
        })
      }
      const result = await answerRequest(request, { account: options.evm.account, chain })
      await respond(event.topic, event.id, { result })
      status(`Answered ${request.method}`)
    } catch (error) {
      // WalletConnect's clients replace the message of a reserved JSON-RPC code (e.g. -32602) with the
      // standard one, so the page says what was wrong
      status(`Refused ${request.method}: ${(error as Error).message}`)
      await respond(event.topic, event.id, { error: error as Error })
    }
  })
  walletKit.on('session_delete', () => options.onSessionsChanged?.())

  return {
    /** Pairs with a dapp's `wc:` URI (its proposal then arrives as above). */
    pair: (uri: string) => walletKit.pair({ uri }),
    sessions: () => Object.values(walletKit.getActiveSessions()),
    disconnect: async (topic: string) => {
      await walletKit.disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') })
      options.onSessionsChanged?.()
    },
  }
}
