import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { deployments } from '@gangway/devnet'
import type { Page } from '@playwright/test'
import type Safe from '@safe-global/protocol-kit'
import type { ContractNetworksConfig } from '@safe-global/protocol-kit'
import type { SafeTransaction } from '@safe-global/types-kit'
import type { Hex } from 'viem'

/** The devnet's Safe 1.4.1 (canonical addresses) for protocol-kit, per chain id. */
export function devnetContractNetworks(chainIds: readonly number[]): ContractNetworksConfig {
  const { safe } = deployments.smartAccounts
  const config = {
    safeSingletonAddress: safe.singleton,
    safeProxyFactoryAddress: safe.proxyFactory,
    multiSendAddress: safe.multiSend,
    multiSendCallOnlyAddress: safe.multiSendCallOnly,
    fallbackHandlerAddress: safe.fallbackHandler,
    signMessageLibAddress: safe.signMessageLib,
    createCallAddress: safe.createCall,
    simulateTxAccessorAddress: safe.simulateTxAccessor,
  }
  return Object.fromEntries(chainIds.map((id) => [String(id), config]))
}

/** A transaction the Safe App proposed: protocol-kit's transaction and, once executed, the chain's hash. */
export type Proposal = { safeTxHash: Hex; transaction: SafeTransaction; txHash?: Hex }

type Request = { id: string; method: string; params?: unknown; env?: { sdkVersion?: string } }
type RpcCall = { call: string; params: unknown[] }
type SafeTxs = { txs: { to: string; value?: string | number; data?: string }[]; params?: unknown }

/**
 * The Safe{Wallet} side of the Safe Apps protocol, for the browser tests: a page that embeds the site in an
 * iframe and answers its `@safe-global/safe-apps-sdk` messages. The page only relays (postMessage ↔ an exposed
 * function); this object answers, with a real Safe on the devnet through protocol-kit:
 * `getSafeInfo`, `getChainInfo`, `getEnvironmentInfo`, `rpcCall` (to the chain's RPC), `sendTransactions` (a
 * proposal: protocol-kit's transaction and its `safeTxHash`, kept in `proposals` for the owners to sign and
 * execute) and `getTxBySafeTxHash` (awaiting confirmations, or success with the chain's hash once executed).
 */
export class SafeAppHost {
  readonly proposals: Proposal[] = []
  readonly requests: string[] = []
  readonly #waiters: ((proposal: Proposal) => void)[] = []

  constructor(
    readonly safe: { kit: Safe; address: Hex; chainId: number; owners: Hex[]; threshold: number; rpcUrl: string },
  ) {}

  #server: Server | undefined

  /**
   * Serves the host page on a free loopback port (`localhost:<port>`: another origin than the site's, the same
   * site — this Chromium denies a cross-site iframe its localStorage, which the kit and wagmi read at start) with
   * the site at `siteUrl` in its iframe, and answers for it; resolves to the page's URL. A real server, not
   * `page.route`: Chromium's local-network-access check refuses a loopback iframe in a page from no address.
   */
  async install(page: Page, siteUrl: string): Promise<string> {
    await page.exposeFunction('__safeHostAnswer', (request: Request) => this.answer(request))
    const html = hostPage(new URL(siteUrl).origin, siteUrl)
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      res.end(html)
    })
    this.#server = server
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    return `http://localhost:${(server.address() as AddressInfo).port}/`
  }

  /** Stops the host page's server. */
  close(): Promise<void> {
    const server = this.#server
    return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()))
  }

  /** The next proposal the site makes (or the first not yet taken). */
  nextProposal(): Promise<Proposal> {
    const waiting = this.proposals.find((p) => !p.txHash)
    if (waiting) return Promise.resolve(waiting)
    return new Promise((resolve) => this.#waiters.push(resolve))
  }

  /** Records the chain's hash of an executed proposal (what Safe{Wallet}'s transaction service would). */
  executed(safeTxHash: Hex, txHash: Hex): void {
    const proposal = this.proposals.find((p) => p.safeTxHash === safeTxHash)
    if (proposal) proposal.txHash = txHash
  }

  /** One answer of the protocol: `{ id, success, version, data | error }`. */
  async answer(
    request: Request,
  ): Promise<{ id: string; success: boolean; version: string; data?: unknown; error?: string }> {
    this.requests.push(request.method)
    const version = '1.0.0'
    try {
      return { id: request.id, success: true, version, data: await this.#data(request.method, request.params) }
    } catch (error) {
      return { id: request.id, success: false, version, error: error instanceof Error ? error.message : String(error) }
    }
  }

  async #data(method: string, params: unknown): Promise<unknown> {
    const { safe } = this
    switch (method) {
      case 'getSafeInfo':
        return {
          safeAddress: safe.address,
          chainId: safe.chainId,
          threshold: safe.threshold,
          owners: safe.owners,
          isReadOnly: false,
          implementation: deployments.smartAccounts.safe.singleton,
          modules: [],
          fallbackHandler: deployments.smartAccounts.safe.fallbackHandler,
          guard: null,
          version: '1.4.1',
        }
      case 'getChainInfo':
        return {
          chainId: String(safe.chainId),
          chainName: 'Gangway Devnet',
          shortName: 'gw',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        }
      case 'getEnvironmentInfo':
        return { origin: this.#server ? `http://localhost:${(this.#server.address() as AddressInfo).port}` : '' }
      case 'rpcCall': {
        const { call, params: callParams } = params as RpcCall
        const res = await fetch(safe.rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: call, params: callParams }),
        })
        const body = (await res.json()) as { result?: unknown; error?: { message: string } }
        if (body.error) throw new Error(body.error.message)
        return body.result
      }
      case 'sendTransactions': {
        const { txs } = params as SafeTxs
        const transaction = await safe.kit.createTransaction({
          transactions: txs.map((tx) => ({
            to: tx.to,
            value: BigInt(tx.value ?? 0).toString(),
            data: tx.data ?? '0x',
          })),
        })
        const safeTxHash = (await safe.kit.getTransactionHash(transaction)) as Hex
        const proposal = { safeTxHash, transaction }
        this.proposals.push(proposal)
        for (const resolve of this.#waiters.splice(0)) resolve(proposal)
        return { safeTxHash }
      }
      case 'getTxBySafeTxHash': {
        const { safeTxHash } = params as { safeTxHash: Hex }
        const proposal = this.proposals.find((p) => p.safeTxHash === safeTxHash)
        if (!proposal) throw new Error(`No transaction ${safeTxHash}`)
        return {
          safeAddress: safe.address,
          txId: `multisig_${safe.address}_${safeTxHash}`,
          txStatus: proposal.txHash ? 'SUCCESS' : 'AWAITING_CONFIRMATIONS',
          ...(proposal.txHash ? { txHash: proposal.txHash } : {}),
        }
      }
      default:
        throw new Error(`${method} is not answered by the test host`)
    }
  }
}

/**
 * The host page: the site in an iframe, every message from it relayed to the test's `__safeHostAnswer` and the
 * answer posted back to the iframe's origin — asynchronously, as Safe{Wallet} does (the SDK registers its
 * callback after posting).
 */
function hostPage(siteOrigin: string, siteUrl: string): string {
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>Safe{Wallet} (test host)</title></head>
<body style="margin:0">
<iframe id="app" title="Safe App" src="${siteUrl}" style="border:0;width:100vw;height:100vh"></iframe>
<script>
  const frame = document.getElementById('app')
  window.addEventListener('message', async (event) => {
    if (event.source !== frame.contentWindow || event.origin !== ${JSON.stringify(siteOrigin)}) return
    const request = event.data
    if (!request || typeof request.id !== 'string' || typeof request.method !== 'string') return
    const response = await window.__safeHostAnswer(request)
    frame.contentWindow.postMessage(response, event.origin)
  })
</script>
</body></html>`
}
