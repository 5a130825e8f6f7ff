// @vitest-environment happy-dom

import { deployments } from '@gangway/devnet'
import { startTestSolana } from '@gangway/devnet/testSolana'
import { createAppKit } from '@gangway/react'
import { defineChain, gangwaySolanaLocal } from '@gangway/react/networks'
import { PublicKey } from '@solana/web3.js'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { SolanaAdapter } from '../SolanaAdapter.ts'
import { useAppKitConnection } from './useAppKitConnection.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let chain: Awaited<ReturnType<typeof startTestSolana>>
beforeAll(async () => {
  chain = await startTestSolana()
})
afterAll(() => chain?.stop())

const cleanups: (() => void | Promise<void>)[] = []
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c()
  document.body.innerHTML = ''
  localStorage.clear()
})

/** Renders the hook in a React root; answers its latest value. */
async function render() {
  let value: ReturnType<typeof useAppKitConnection> | undefined
  function Probe() {
    value = useAppKitConnection()
    return null
  }
  const root = createRoot(document.body.appendChild(document.createElement('div')))
  await act(async () => root.render(<Probe />))
  cleanups.push(() => act(() => root.unmount()))
  return () => value as ReturnType<typeof useAppKitConnection>
}

async function until<T>(read: () => T | undefined): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = read()
    if (value !== undefined) return value
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
  }
  throw new Error('timed out')
}

function start(
  networks: Parameters<typeof createAppKit>[0]['networks'],
  adapter = new SolanaAdapter({ walletConnect: false }),
  customRpcUrls?: Parameters<typeof createAppKit>[0]['customRpcUrls'],
) {
  const appKit = createAppKit({
    projectId: 'local',
    networks,
    adapters: [adapter],
    features: { email: false, socials: false },
    ...(customRpcUrls ? { customRpcUrls } : {}),
  })
  cleanups.push(async () => {
    await appKit.kit.remote
    appKit.destroy()
  })
  return appKit
}

describe("useAppKitConnection (AppKit's, @solana/web3.js loaded by the hook)", () => {
  it("undefined before createAppKit; then a Connection on the RPC the site set for its network (customRpcUrls) with the adapter's commitment, reading the chain", async () => {
    const local = defineChain({
      id: deployments.solana.caipNetworkId.split(':')[1] as string,
      caipNetworkId: deployments.solana.caipNetworkId as `solana:${string}`,
      chainNamespace: 'solana',
      name: 'Local Solana',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    })
    const before = await render()
    expect(before().connection).toBeUndefined()
    // the site's own RPC on purpose (SPEC §7: otherwise every network reads through the server's /v1)
    start([local], new SolanaAdapter({ walletConnect: false, connectionSettings: 'finalized' }), {
      [local.caipNetworkId]: [{ url: chain.rpcUrl }],
    })
    const current = await render()
    const connection = await until(() => current().connection)
    expect(connection.rpcEndpoint).toBe(chain.rpcUrl)
    expect(connection.commitment).toBe('finalized')
    const lamports = await connection.getBalance(new PublicKey(deployments.solana.accounts[0] as string))
    expect(lamports).toBeGreaterThan(0)
  })

  it("a built-in network's Connection goes through the Gangway server's /v1 proxy", async () => {
    const appKit = start([gangwaySolanaLocal])
    const current = await render()
    const connection = await until(() => current().connection)
    expect(connection.rpcEndpoint).toBe(
      `${appKit.kit.options.apiUrl}/v1?chainId=${gangwaySolanaLocal.caipNetworkId}&projectId=local`,
    )
    expect(connection.commitment).toBe('confirmed')
  })
})
