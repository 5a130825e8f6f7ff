// @vitest-environment happy-dom
import { mainnet } from 'viem/chains'
import { afterEach, describe, expect, it } from 'vitest'
import { WagmiAdapter } from './WagmiAdapter.ts'

const own = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')
afterEach(() => {
  if (own) Object.defineProperty(globalThis, 'localStorage', own)
})

describe('wagmi’s storage (storageOf)', () => {
  it('is the page’s localStorage by default', async () => {
    const adapter = new WagmiAdapter({ networks: [mainnet], projectId: 'local', walletConnect: false, safe: false })
    await adapter.wagmiConfig.storage?.setItem('recentConnectorId', 'injected')
    expect(localStorage.getItem('wagmi.recentConnectorId')).toBe('"injected"')
  })

  it('where the browser denies localStorage (a cross-site iframe, e.g. a Safe App), the adapter still starts', async () => {
    // wagmi's own default reads window.localStorage, which throws here: createConfig failed and the site with it
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException("Failed to read the 'localStorage' property from 'Window'", 'SecurityError')
      },
    })
    const adapter = new WagmiAdapter({ networks: [mainnet], projectId: 'local', walletConnect: false, safe: false })
    await expect(adapter.wagmiConfig.storage?.setItem('recentConnectorId', 'injected')).resolves.toBeUndefined()
    expect(await adapter.wagmiConfig.storage?.getItem('recentConnectorId')).toBeNull()
  })
})
