import { describe, expect, it, vi } from 'vitest'
import { runSocialCallback, SOCIAL_CALLBACK_TEXT } from './socialCallback.ts'

const HREF = 'http://localhost:4001/social/callback?code=c1&state=s1'
const deps = (over: Partial<Parameters<typeof runSocialCallback>[0]> = {}) => ({
  href: HREF,
  opener: null,
  apiUrl: 'http://localhost:4000',
  fetch: vi.fn(async () => new Response(JSON.stringify({ returnTo: 'http://localhost:5173/app?x=1#top' }))),
  navigate: vi.fn(),
  ...over,
})

describe('runSocialCallback', () => {
  it('in a popup: posts { resultUri } to the opener and calls nobody', async () => {
    const opener = { postMessage: vi.fn() }
    const d = deps({ opener })
    expect(await runSocialCallback(d)).toEqual({ kind: 'posted' })
    expect(opener.postMessage).toHaveBeenCalledWith({ resultUri: HREF }, '*')
    expect(d.fetch).not.toHaveBeenCalled()
    expect(d.navigate).not.toHaveBeenCalled()
  })

  it('without an opener: asks the server where the login started and goes back there with result_uri', async () => {
    const d = deps()
    const result = await runSocialCallback(d)
    const to = new URL('http://localhost:5173/app?x=1#top')
    to.searchParams.set('result_uri', HREF)
    expect(result).toEqual({ kind: 'returned', to: to.href })
    expect(d.navigate).toHaveBeenCalledWith(to.href)
    expect(d.fetch).toHaveBeenCalledWith('http://localhost:4000/auth/v1/social/return', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ state: 's1' }),
    })
  })

  it('without an opener and with an unknown state, no state or no API: an error text, nowhere to go', async () => {
    const refused = deps({
      fetch: vi.fn(async () => new Response(JSON.stringify({ code: 'SOCIAL_STATE_INVALID' }), { status: 400 })),
    })
    expect(await runSocialCallback(refused)).toEqual({ kind: 'error', message: SOCIAL_CALLBACK_TEXT.expired })
    expect(refused.navigate).not.toHaveBeenCalled()
    const noState = deps({ href: 'http://localhost:4001/social/callback?code=c1' })
    expect(await runSocialCallback(noState)).toEqual({ kind: 'error', message: SOCIAL_CALLBACK_TEXT.noOpener })
    expect(noState.fetch).not.toHaveBeenCalled()
    expect(await runSocialCallback(deps({ apiUrl: undefined }))).toEqual({
      kind: 'error',
      message: SOCIAL_CALLBACK_TEXT.noOpener,
    })
    const down = deps({ fetch: vi.fn(async () => Promise.reject(new TypeError('fetch failed'))) })
    expect(await runSocialCallback(down)).toMatchObject({ kind: 'error' })
  })
})
