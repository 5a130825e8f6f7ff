import { test as plain } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { installRouteGuard } from './installRouteGuard.ts'
import { isLocalUrl } from './isLocalUrl.ts'

test.describe('route guard', () => {
  test('lets local requests through', async ({ page, blockedRequests }) => {
    await page.goto('/?siwx=off')
    const statuses = await page.evaluate(async () => {
      const page = await fetch('/')
      const chain = await fetch('http://127.0.0.1:8545', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      })
      return [page.status, chain.status]
    })
    expect(statuses).toEqual([200, 200])
    expect(blockedRequests).toEqual([])
  })

  test('knows which hosts are local', () => {
    for (const url of [
      'http://localhost:5173/',
      'http://127.0.0.1:8545',
      'ws://[::1]:4000/relay',
      'data:text/plain,x',
    ]) {
      expect(isLocalUrl(url), url).toBe(true)
    }
    for (const url of [
      'https://example.com/',
      'https://fonts.googleapis.com/css',
      'wss://relay.walletconnect.org',
      'http://10.0.0.1/',
    ]) {
      expect(isLocalUrl(url), url).toBe(false)
    }
  })
})

plain('a request to a non-local host is aborted and fails the test', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: 'http://localhost:5173' })
  const guard = await installRouteGuard(context)
  const page = await context.newPage()
  await page.goto('/?devwallet=off&siwx=off')
  const outcome = await page.evaluate(async () => {
    try {
      await fetch('https://example.com/', { mode: 'no-cors' })
      return 'reached'
    } catch {
      return 'blocked'
    }
  })
  expect(outcome).toBe('blocked')
  expect(guard.blocked).toEqual(['https://example.com/'])
  expect(() => guard.assertNothingLeft()).toThrow('The page tried to reach non-local hosts:\nhttps://example.com/')
  await context.close()
})
