import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { appEventType, frameAnswerTypes, parseAppEvent, parseFrameEvent } from './frameEvents.ts'
import { FRAME_REQUESTS, type FrameRequestName } from './frameRequests.ts'

/** A valid request payload and success payload per request, to show every type round-trips. */
const SAMPLES: { [N in FrameRequestName]: { request: unknown; success: unknown } } = {
  SWITCH_NETWORK: { request: { chainId: 31337 }, success: { chainId: 'eip155:31337' } },
  CONNECT_EMAIL: { request: { email: 'a@b.test' }, success: { action: 'VERIFY_OTP' } },
  CONNECT_DEVICE: { request: undefined, success: undefined },
  CONNECT_OTP: { request: { otp: '123456' }, success: undefined },
  GET_SOCIAL_REDIRECT_URI: {
    request: { provider: 'github' },
    success: { uri: 'http://localhost:4002/auth?state=s&code_challenge=c' },
  },
  CONNECT_SOCIAL: {
    request: { uri: 'http://localhost:4001/social/callback?code=c&state=s', chainId: 31337 },
    success: {
      email: null,
      address: '0xabc',
      chainId: 31337,
      accounts: [{ address: '0xabc', type: 'eoa' }],
      userName: 'alice',
      authProvider: 'github',
    },
  },
  GET_USER: {
    request: { chainId: 31337 },
    success: { email: 'a@b.test', address: '0xabc', chainId: 31337, accounts: [{ address: '0xabc', type: 'eoa' }] },
  },
  SIGN_OUT: { request: undefined, success: undefined },
  IS_CONNECTED: { request: undefined, success: { isConnected: true } },
  GET_CHAIN_ID: { request: undefined, success: { chainId: 1 } },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: { request: undefined, success: { smartAccountEnabledNetworks: [] } },
  INIT_SMART_ACCOUNT: { request: undefined, success: { address: '0xabc', isDeployed: false } },
  SET_PREFERRED_ACCOUNT: { request: { type: 'eoa' }, success: { type: 'eoa', address: '0xabc' } },
  RPC_REQUEST: {
    request: { method: 'personal_sign', params: ['0x68', '0xabc'], chainId: 31337, chainNamespace: 'eip155' },
    success: '0xsig',
  },
  UPDATE_EMAIL: { request: { email: 'new@b.test' }, success: { action: 'VERIFY_PRIMARY_OTP' } },
  UPDATE_EMAIL_PRIMARY_OTP: { request: { otp: '000001' }, success: undefined },
  UPDATE_EMAIL_SECONDARY_OTP: { request: { otp: '999999' }, success: { newEmail: 'new@b.test' } },
  SYNC_THEME: { request: { themeMode: 'dark', themeVariables: { '--w3m-accent': '#f00' } }, success: undefined },
  SYNC_DAPP_DATA: {
    request: {
      metadata: { name: 'Demo', description: 'd', url: 'http://localhost:5173', icons: [] },
      sdkVersion: '1',
      sdkType: 'appkit',
      projectId: 'local',
    },
    success: undefined,
  },
  RELOAD: { request: undefined, success: undefined },
  RPC_ABORT: { request: undefined, success: undefined },
  GET_FARCASTER_URI: {
    request: undefined,
    success: {
      url: 'https://warpcast.com/~/sign-in-with-farcaster?channelToken=abc',
      expiresAt: '2030-01-01T00:00:00.000Z',
    },
  },
  CONNECT_FARCASTER: { request: undefined, success: { userName: 'alice', fid: 1002 } },
}

describe('frame messages', () => {
  it('has a sample for every request (so none is left untested)', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(FRAME_REQUESTS).sort())
  })

  it.each(Object.keys(FRAME_REQUESTS) as FrameRequestName[])('%s, its success and its error round-trip', (name) => {
    const sample = SAMPLES[name]
    const request = { type: appEventType(name), payload: sample.request, id: 'r1' }
    expect(parseAppEvent(JSON.parse(JSON.stringify(request)))).toEqual({ ok: true, event: request })
    const { success, error } = frameAnswerTypes(name)
    const answer = { type: success, payload: sample.success, id: 'r1' }
    expect(parseFrameEvent(JSON.parse(JSON.stringify(answer)))).toEqual({ ok: true, event: answer })
    expect(parseFrameEvent({ type: error, payload: { message: 'nope' }, id: 'r1' })).toMatchObject({ ok: true })
    expect(parseFrameEvent({ type: error, id: 'r1' })).toMatchObject({ ok: true })
  })

  it('knows READY and SESSION_UPDATE', () => {
    expect(parseFrameEvent({ type: '@w3m-frame/READY' })).toMatchObject({ ok: true })
    expect(parseFrameEvent({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: 't' } })).toMatchObject({ ok: true })
    expect(parseFrameEvent({ type: '@w3m-frame/SESSION_UPDATE', payload: {} }).ok).toBe(false)
  })

  it('refuses wrong prefixes, unknown types, bad ids and bad payloads, saying why', () => {
    expect(parseAppEvent({ type: '@w3m-frame/READY' })).toEqual({
      ok: false,
      error: 'type @w3m-frame/READY is not an app event',
    })
    expect(parseFrameEvent({ type: '@w3m-app/SIGN_OUT' }).ok).toBe(false)
    expect(parseAppEvent({ type: '@w3m-app/NOPE' })).toEqual({ ok: false, error: 'unknown app event @w3m-app/NOPE' })
    expect(parseAppEvent({ type: '@w3m-app/SIGN_OUT', id: 5 })).toEqual({ ok: false, error: 'id must be a string' })
    expect(parseAppEvent({ type: '@w3m-app/CONNECT_OTP', payload: { otp: '12345' } })).toMatchObject({
      ok: false,
      error: expect.stringContaining('otp'),
    })
    expect(parseAppEvent({ type: '@w3m-app/RPC_REQUEST', payload: { method: '' } }).ok).toBe(false)
    // social login: only the six popup providers (Farcaster has its own flow), a non-empty result URI
    for (const provider of ['farcaster', 'myspace', '', 'GOOGLE']) {
      expect(parseAppEvent({ type: '@w3m-app/GET_SOCIAL_REDIRECT_URI', payload: { provider } }).ok).toBe(false)
    }
    expect(parseAppEvent({ type: '@w3m-app/GET_SOCIAL_REDIRECT_URI', payload: {} }).ok).toBe(false)
    expect(parseAppEvent({ type: '@w3m-app/CONNECT_SOCIAL', payload: { uri: '' } }).ok).toBe(false)
    expect(parseAppEvent({ type: '@w3m-app/CONNECT_SOCIAL', payload: { uri: 'x'.repeat(8193) } }).ok).toBe(false)
    expect(parseFrameEvent({ type: '@w3m-frame/CONNECT_SOCIAL_SUCCESS', payload: { address: '0xabc' } }).ok).toBe(false)
    expect(parseAppEvent({ type: '@w3m-app/__proto__' }).ok).toBe(false)
    expect(parseFrameEvent({ type: '@w3m-frame/constructor_SUCCESS' }).ok).toBe(false)
    expect(parseAppEvent('@w3m-app/SIGN_OUT').ok).toBe(false)
    expect(parseAppEvent(null).ok).toBe(false)
  })

  it("Farcaster: GET_FARCASTER_URI and CONNECT_FARCASTER take no payload; answers need the url / userName (AppKit's shapes)", () => {
    expect(parseAppEvent({ type: '@w3m-app/GET_FARCASTER_URI', id: 'f' })).toMatchObject({ ok: true })
    expect(parseAppEvent({ type: '@w3m-app/CONNECT_FARCASTER', payload: { fid: 1 } }).ok).toBe(false)
    const uri = (payload: unknown) =>
      parseFrameEvent({ type: '@w3m-frame/GET_FARCASTER_URI_SUCCESS', payload, id: 'f' })
    expect(uri({ url: 'https://x.test/?channelToken=t' })).toMatchObject({ ok: true })
    expect(uri({}).ok).toBe(false)
    expect(uri({ url: 'x'.repeat(2049) }).ok).toBe(false)
    const done = (payload: unknown) =>
      parseFrameEvent({ type: '@w3m-frame/CONNECT_FARCASTER_SUCCESS', payload, id: 'c' })
    expect(done({ userName: 'alice' })).toMatchObject({ ok: true, event: { payload: { userName: 'alice' } } })
    expect(done({ userName: 'alice', fid: '1002' }).ok).toBe(false)
    expect(done({ fid: 1002 }).ok).toBe(false)
  })

  it('fuzz: thousands of malformed events are never accepted as something they are not', () => {
    const names = Object.keys(FRAME_REQUESTS)
    const type = fc.oneof(
      fc.string(),
      fc.constantFrom(...names.map((n) => `@w3m-app/${n}`), ...names.map((n) => `@w3m-frame/${n}_SUCCESS`)),
      fc.constantFrom('@w3m-frame/READY', '@w3m-frame/SESSION_UPDATE', '@w3m-app/', '@w3m-frame/_SUCCESS'),
    )
    const event = fc.oneof(
      fc.anything(),
      fc.record({ type, payload: fc.anything(), id: fc.anything() }, { requiredKeys: ['type'] }),
    )
    fc.assert(
      fc.property(event, (data) => {
        for (const parse of [parseAppEvent, parseFrameEvent]) {
          const result = parse(data)
          if (!result.ok) {
            expect(typeof result.error).toBe('string')
            continue
          }
          // accepted only when it really is a well-formed message of a known type
          const d = data as { type: string; id?: unknown }
          expect(result.event.type).toBe(d.type)
          expect(d.id === undefined || typeof d.id === 'string').toBe(true)
          expect(parse(result.event)).toEqual(result)
        }
      }),
      { numRuns: 5000 },
    )
  })
})
