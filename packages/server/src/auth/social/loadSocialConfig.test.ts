import { generateKeyPairSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { loadSocialConfig } from './loadSocialConfig.ts'

const FRAME = ['https://frame.example.com']
const load = (providers: unknown, extra: Record<string, string> = {}) =>
  loadSocialConfig({ SOCIAL_PROVIDERS: JSON.stringify(providers), ...extra }, FRAME)
const p8 = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString()

describe('SOCIAL_PROVIDERS and SOCIAL_REDIRECT_URI', () => {
  it('none by default; the redirect URI on the first frame origin', () => {
    expect(loadSocialConfig({}, FRAME)).toEqual({
      providers: {},
      redirectUri: 'https://frame.example.com/social/callback',
    })
  })

  it('a client id and secret get the real endpoints; every field can be replaced', () => {
    const { providers } = load({
      google: { clientId: 'g', clientSecret: 's' },
      github: {
        clientId: 'h',
        clientSecret: 't',
        tokenEndpoint: 'http://127.0.0.1:4100/token',
        linkVerifiedEmail: true,
      },
      x: { clientId: 'x', clientSecret: 'y' },
    })
    expect(providers.google).toMatchObject({
      kind: 'oidc',
      issuer: 'https://accounts.google.com',
      jwksUri: 'https://www.googleapis.com/oauth2/v3/certs',
      scope: 'openid email profile',
      linkVerifiedEmail: false,
    })
    expect(providers.github).toMatchObject({
      kind: 'oauth2',
      tokenEndpoint: 'http://127.0.0.1:4100/token',
      profileUrl: 'https://api.github.com/user',
      emailsUrl: 'https://api.github.com/user/emails',
      linkVerifiedEmail: true,
    })
    expect(providers.x).toMatchObject({
      tokenAuth: 'basic',
      profileUrl: 'https://api.x.com/2/users/me',
      emailsUrl: undefined,
    })
    expect(providers.apple).toBeUndefined()
  })

  it('Apple: team id, key id and a P-256 .p8 key; form_post', () => {
    const { providers } = load({ apple: { clientId: 'com.shop', teamId: 'T', keyId: 'K', privateKey: p8 } })
    expect(providers.apple).toMatchObject({
      appleKey: { teamId: 'T', keyId: 'K' },
      authorizationParams: { response_mode: 'form_post' },
      userinfoEndpoint: undefined,
    })
  })

  it('refuses bad values, naming them', () => {
    expect(() => loadSocialConfig({ SOCIAL_PROVIDERS: '{' }, FRAME)).toThrow('SOCIAL_PROVIDERS must be JSON')
    expect(() => load({ myspace: { clientId: 'a', clientSecret: 'b' } })).toThrow('unknown provider "myspace"')
    expect(() => load({ google: { clientId: 'a' } })).toThrow('google needs clientSecret')
    // a misspelt field is an error, not a silent default (a real endpoint where a test one was meant)
    expect(() => load({ google: { clientId: 'a', clientSecret: 'b', tokenEndpont: 'https://x.test/t' } })).toThrow(
      'SOCIAL_PROVIDERS: google',
    )
    expect(() => load({ google: { clientId: '', clientSecret: 'b' } })).toThrow('google.clientId')
    expect(() =>
      load({ google: { clientId: 'a', clientSecret: 'b', tokenEndpoint: 'http://idp.example/token' } }),
    ).toThrow('google.tokenEndpoint must be an https:// URL (http:// only on localhost)')
    expect(() => load({ apple: { clientId: 'a', teamId: 'T', keyId: 'K' } })).toThrow(
      'apple needs teamId, keyId and privateKey',
    )
    expect(() => load({ apple: { clientId: 'a', teamId: 'T', keyId: 'K', privateKey: 'nope' } })).toThrow('.p8 key')
    const google = { google: { clientId: 'a', clientSecret: 'b' } }
    expect(() => load(google, { SOCIAL_REDIRECT_URI: 'https://evil.example/social/callback' })).toThrow(
      'is not on a FRAME_ORIGINS origin',
    )
  })
})
