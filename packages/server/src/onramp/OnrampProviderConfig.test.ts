import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config/loadConfig.ts'

const load = (value: string | undefined) => loadConfig({ DATABASE_URL: 'memory', ONRAMP_PROVIDERS: value })
const secret = 'sk_test_VERYSECRETVALUE'

describe('ONRAMP_PROVIDERS', () => {
  it('unset or empty: no providers', () => {
    expect(load(undefined).onrampProviders).toEqual([])
    expect(load('').onrampProviders).toEqual([])
    expect(load('[]').onrampProviders).toEqual([])
  })

  it('reads the sandbox and MoonPay entries of the contract', () => {
    const providers = load(
      JSON.stringify([
        { name: 'sandbox', url: 'http://127.0.0.1:4003', secret: 'gangway-dev-onramp-secret' },
        {
          name: 'moonpay',
          apiKey: 'pk_test_abc12345',
          secretKey: secret,
          webhookKey: 'wk_test_abc12345',
          environment: 'sandbox',
        },
      ]),
    ).onrampProviders
    expect(providers.map((p) => p.name)).toEqual(['sandbox', 'moonpay'])
  })

  it('refuses bad entries with a message naming the variable and never the secret', () => {
    const refused = (value: string, pattern: RegExp) => {
      let message = ''
      try {
        load(value)
      } catch (error) {
        message = (error as Error).message
      }
      expect(message).toMatch(/^ONRAMP_PROVIDERS/)
      expect(message).toMatch(pattern)
      expect(message).not.toContain('VERYSECRET')
    }
    refused('{', /must be JSON/)
    refused('{}', /must be a JSON array/)
    refused(JSON.stringify([{ name: 'coinbase' }]), /0\.name must be one of sandbox, moonpay/)
    refused(JSON.stringify([{ name: 'sandbox', url: 'ftp://x', secret: 'gangway-dev-onramp-secret' }]), /0\.url/)
    refused(
      JSON.stringify([{ name: 'sandbox', url: 'http://127.0.0.1:4003', secret: 'short' }]),
      /0\.secret must be at least 16/,
    )
    refused(
      JSON.stringify([{ name: 'moonpay', apiKey: secret, secretKey: secret, webhookKey: 'wk_test_abc12345' }]),
      /0\.apiKey must be a publishable key/,
    )
    refused(
      JSON.stringify([
        { name: 'sandbox', url: 'http://127.0.0.1:4003', secret: 'gangway-dev-onramp-secret' },
        { name: 'sandbox', url: 'http://127.0.0.1:4004', secret: 'gangway-dev-onramp-secret' },
      ]),
      /1\.name sandbox is listed twice/,
    )
  })

  it('ONRAMP_PER_IP_PER_MINUTE: default and bounds', () => {
    expect(loadConfig({ DATABASE_URL: 'memory' }).onrampPerIpPerMinute).toBe(120)
    expect(() => loadConfig({ DATABASE_URL: 'memory', ONRAMP_PER_IP_PER_MINUTE: '0' })).toThrow(
      /ONRAMP_PER_IP_PER_MINUTE/,
    )
  })
})
