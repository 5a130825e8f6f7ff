import { readFileSync } from 'node:fs'
import { entryPoint07Address, entryPoint08Address } from 'viem/account-abstraction'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sharedTestSmartChains } from './sharedTestSmartChains.ts'
import type { TestSmartChains } from './startTestSmartChains.ts'

let smart: TestSmartChains
beforeAll(async () => {
  smart = await sharedTestSmartChains()
}, 90_000)
afterAll(() => smart?.stop())

const rpc = async (url: string, method: string) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
  })
  return ((await res.json()) as { result: unknown }).result
}

/** Local addresses (hex, as /proc/net/tcp{,6} writes them) listening on `port`. */
const listeners = (port: number) =>
  ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((cols) => cols[3] === '0A' && Number.parseInt(cols[1]?.split(':')[1] ?? '', 16) === port)
      .map((cols) => cols[1]?.split(':')[0]),
  )

describe('startBundler (through the shared test smart chains)', () => {
  it('runs one bundler per chain, on its chain, with EntryPoint v0.7 and v0.8', async () => {
    expect(smart.chains.map((c) => c.id)).toEqual([31337, 31338])
    for (const chain of smart.chains) {
      const url = smart.bundlerUrls[chain.id] as string
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(Number(await rpc(url, 'eth_chainId'))).toBe(chain.id)
      expect(await rpc(url, 'eth_supportedEntryPoints')).toEqual([entryPoint07Address, entryPoint08Address])
    }
  })

  it('listens on loopback only (alto asks for 0.0.0.0; the preloaded shim binds 127.0.0.1)', () => {
    for (const url of Object.values(smart.bundlerUrls)) {
      expect(listeners(Number(new URL(url).port))).toEqual(['0100007F'])
    }
  })
})
