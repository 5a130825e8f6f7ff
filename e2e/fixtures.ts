import { test as base, expect, type Page } from '@playwright/test'
import { installRouteGuard } from './installRouteGuard.ts'

export type Fixtures = {
  /** Non-local URLs this test tried to reach (each was aborted). Non-empty fails the test. */
  blockedRequests: string[]
  /** Puts the dev wallet into every page of the test's context (before any page script runs). */
  injectDevWallet: (config?: {
    autoApprove?: boolean
    privateKey?: `0x${string}`
    /** The chain the wallet starts on (default devnet A); it must be a devnet or one of `chains`. */
    chainId?: number
    /** Chains the wallet knows besides the two devnets (viem `Chain` shape, plain data). */
    chains?: { id: number; name: string; nativeCurrency: object; rpcUrls: object }[]
    /** The devnet mnemonic's Solana account m/44'/501'/i'/0' the Solana wallet signs with (default 0; 0–4 are funded). */
    solanaAccountIndex?: number
    /** The devnet's Bitcoin account (m/84'/1'/0'/0/i payment, m/86'/1'/0'/0/i ordinals) the Bitcoin wallet uses. */
    bitcoinAccountIndex?: number
    /** Announce the wallet over EIP-6963 as another wallet (name, rdns) instead of itself. */
    announceAs?: { name: string; rdns: string; icon?: string }
  }) => Promise<void>
}

/**
 * The `test` every e2e spec uses. Its route guard aborts any HTTP(S) or WebSocket request that leaves
 * this machine and fails the test afterwards, naming the URLs.
 */
export const test = base.extend<Fixtures>({
  blockedRequests: [
    async ({ context }, use) => {
      const guard = await installRouteGuard(context)
      await use(guard.blocked)
      guard.assertNothingLeft()
    },
    { auto: true },
  ],
  injectDevWallet: async ({ context }, use) => {
    await use(async (config = {}) => {
      await context.addInitScript((c) => {
        ;(window as unknown as { __GANGWAY_DEV_WALLET__: unknown }).__GANGWAY_DEV_WALLET__ = c
      }, config)
      await context.addInitScript({ path: new URL('../apps/wallet/dist/inject.js', import.meta.url).pathname })
    })
  },
})

/** Calls `provider.request` of the dev wallet injected in the page. */
export async function walletRequest(page: Page, method: string, params?: unknown): Promise<unknown> {
  return page.evaluate(
    async ({ method, params }) => {
      const provider = (window as unknown as { ethereum: { request(a: unknown): Promise<unknown> } }).ethereum
      return provider.request({ method, params })
    },
    { method, params },
  )
}

export { expect }
