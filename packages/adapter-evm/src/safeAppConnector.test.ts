// @vitest-environment happy-dom
import { gangwayDevnetA } from '@gangway/core'
import { getAddress, parseEther } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { createConfig, http } from 'wagmi'
import { connect, getConnection, sendTransaction } from 'wagmi/actions'
import { standInSafeWallet } from '../../core/src/test/standInSafeWallet.ts'
import {
  maySafeAppHost,
  parentOrigin,
  SAFE_CONNECTOR_ID,
  safeAppConnector,
  safeAppConnectors,
} from './safeAppConnector.ts'
import { toWagmiChain } from './toWagmiChain.ts'
import { WagmiAdapter } from './WagmiAdapter.ts'

const SAFE = getAddress('0x5afe5afe5afe5afe5afe5afe5afe5afe5afe5afe')
const SAFE_TX_HASH = `0x${'ab'.repeat(32)}`
const SAFE_WALLET = 'https://app.safe.global'
const chain = toWagmiChain(gangwayDevnetA)

/** A page as seen from inside (or outside) a frame: only what `maySafeAppHost` reads. */
const frameWindow = (ancestor?: string, referrer = '') => {
  const win = { location: { ancestorOrigins: ancestor ? [ancestor] : [] }, document: { referrer } } as unknown as Window
  return Object.assign(win, { parent: {} as Window })
}

describe('maySafeAppHost: whether the page may be a Safe App', () => {
  it('is not at the top level (parent is the page itself), nor on the server', () => {
    expect(maySafeAppHost(undefined)).toBe(false)
    expect(maySafeAppHost(window)).toBe(false)
    expect(safeAppConnectors(undefined)).toEqual([])
    expect(safeAppConnectors(false)).toEqual([])
  })

  it('is in a frame of Safe{Wallet} (or of an origin the site allows), not of another site', () => {
    expect(maySafeAppHost(frameWindow(SAFE_WALLET))).toBe(true)
    expect(maySafeAppHost(frameWindow('https://app.safe.global.evil.example'))).toBe(false)
    expect(maySafeAppHost(frameWindow('https://phishing.example'))).toBe(false)
    expect(maySafeAppHost(frameWindow('https://safe.example.org'), [/^https:\/\/safe\.example\.org$/])).toBe(true)
    expect(maySafeAppHost(frameWindow(SAFE_WALLET), [/^https:\/\/safe\.example\.org$/])).toBe(false)
  })

  it('reads the referrer where there is no ancestorOrigins (Firefox); with neither it asks (the SDK filters origins)', () => {
    expect(parentOrigin(frameWindow(undefined, 'https://app.safe.global/apps/open?safe=eth:0x1'))).toBe(SAFE_WALLET)
    expect(maySafeAppHost(frameWindow(undefined, 'https://phishing.example/x'))).toBe(false)
    expect(parentOrigin(frameWindow())).toBeUndefined()
    expect(maySafeAppHost(frameWindow())).toBe(true)
  })
})

describe('WagmiAdapter outside a Safe{Wallet} iframe', () => {
  it('has no Safe connector and autoConnect answers nothing at once', async () => {
    const adapter = new WagmiAdapter({ networks: [gangwayDevnetA], walletConnect: false })
    expect(adapter.wagmiConfig.connectors.map((c) => c.id)).not.toContain(SAFE_CONNECTOR_ID)
    const started = performance.now()
    expect(await adapter.autoConnect()).toBeUndefined()
    expect(performance.now() - started).toBeLessThan(50)
    adapter.destroy()
  })
})

afterEach(() => {
  Object.defineProperty(window, 'parent', { value: window, configurable: true })
})

const configWith = (connector: ReturnType<typeof safeAppConnector>) =>
  createConfig({ chains: [chain], connectors: [connector], transports: { [chain.id]: http() } })

describe('safeAppConnector inside Safe{Wallet}', () => {
  it('connects as the Safe on its chain, and a transaction becomes a proposal answered with its safeTxHash', async () => {
    const host = standInSafeWallet(SAFE_WALLET, { safe: SAFE, chainId: chain.id, safeTxHash: SAFE_TX_HASH })
    const config = configWith(safeAppConnector())
    const connector = config.connectors[0] as (typeof config.connectors)[number]
    expect(await connector.isAuthorized()).toBe(true)
    const result = await connect(config, { connector })
    expect(result.accounts).toEqual([SAFE])
    expect(result.chainId).toBe(chain.id)
    expect(getConnection(config).address).toBe(SAFE)
    const to = '0x000000000000000000000000000000000000b0b1'
    const hash = await sendTransaction(config, { to, value: parseEther('0.5'), chainId: chain.id })
    expect(hash).toBe(SAFE_TX_HASH)
    const proposal = host.requests.find((r) => r.method === 'sendTransactions')
    expect(proposal?.params).toMatchObject({ txs: [{ to, value: `0x${parseEther('0.5').toString(16)}`, data: '0x' }] })
    // the host was asked once for the Safe, however often wagmi asked the connector
    expect(host.requests.filter((r) => r.method === 'getSafeInfo')).toHaveLength(1)
  })

  it('ignores a host of another origin than the allowed ones: after the timeout it is no Safe App', async () => {
    const host = standInSafeWallet('https://phishing.example', {
      safe: SAFE,
      chainId: chain.id,
      safeTxHash: SAFE_TX_HASH,
    })
    const config = configWith(safeAppConnector({ timeoutMs: 100 }))
    const connector = config.connectors[0] as (typeof config.connectors)[number]
    const started = performance.now()
    expect(await connector.isAuthorized()).toBe(false)
    expect(performance.now() - started).toBeGreaterThanOrEqual(90)
    // the request went out (the parent's origin could not be known here), the answer was not taken
    expect(host.requests.map((r) => r.method)).toEqual(['getSafeInfo'])
    await expect(connect(config, { connector })).rejects.toThrow('Not running as a Safe App')
  })
})
