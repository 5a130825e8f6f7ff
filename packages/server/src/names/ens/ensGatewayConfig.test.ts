import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../config/loadConfig.ts'
import { parseEnsGatewayKey, parseNamesZone } from './ensGatewayConfig.ts'

const key = `0x${'ab'.repeat(32)}`

describe('ENS_GATEWAY_KEY and NAMES_ZONE', () => {
  it('reads a 32-byte hex key (with or without 0x), none when unset, and never echoes a bad one', () => {
    expect(parseEnsGatewayKey(undefined)).toBeUndefined()
    expect(parseEnsGatewayKey('')).toBeUndefined()
    expect(parseEnsGatewayKey(key)).toBe(key)
    expect(parseEnsGatewayKey(key.slice(2))).toBe(key)
    expect(() => parseEnsGatewayKey('0xsecret-but-wrong')).toThrow('ENS_GATEWAY_KEY must be a 32-byte hex private key')
    try {
      parseEnsGatewayKey('0xsecret-but-wrong')
    } catch (error) {
      expect(String(error)).not.toContain('secret')
    }
  })

  it('reads the zone, lowercase, gangway.id by default', () => {
    expect(parseNamesZone(undefined)).toBe('gangway.id')
    expect(parseNamesZone('Names.Example.COM.')).toBe('names.example.com')
    expect(() => parseNamesZone('bad zone')).toThrow('NAMES_ZONE must be a domain name')
    expect(() => parseNamesZone('a..b')).toThrow('NAMES_ZONE must be a domain name')
  })

  it('lands in the server config', () => {
    const config = loadConfig({ ENS_GATEWAY_KEY: key, NAMES_ZONE: 'example.eth' })
    expect(config.ensGatewayKey).toBe(key)
    expect(config.namesZone).toBe('example.eth')
    expect(loadConfig({}).ensGatewayKey).toBeUndefined()
  })
})
