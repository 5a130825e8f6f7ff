import { expect, test } from './fixtures.ts'

test.describe('route guard', () => {
  test('lets local requests through', async ({ page, blockedRequests }) => {
    await page.goto('/')
    const status = await page.evaluate(async () => (await fetch('http://127.0.0.1:4000/healthz')).status)
    expect(status).toBe(200)
    expect(blockedRequests).toEqual([])
  })

  test('aborts a request to a non-local host and records it', async ({ page, blockedRequests }) => {
    test.fail(true, 'the guard must fail any test that reaches a non-local host')
    await page.goto('/')
    const outcome = await page.evaluate(async () => {
      try {
        await fetch('https://example.com/')
        return 'reached'
      } catch {
        return 'blocked'
      }
    })
    expect(outcome).toBe('blocked')
    expect(blockedRequests).toEqual(['https://example.com/'])
  })
})
