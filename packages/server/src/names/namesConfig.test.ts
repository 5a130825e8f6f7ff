import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config/loadConfig.ts'

const load = (env: Record<string, string>) => loadConfig({ DATABASE_URL: 'memory', ...env })

/** The names API's settings: NAMES_ZONE and its limits (README "Account names"). */
describe('names configuration', () => {
  it('NAMES_ZONE defaults to gangway.id, is folded to lower case, and must be a domain name', () => {
    expect(load({}).namesZone).toBe('gangway.id')
    expect(load({ NAMES_ZONE: 'Names.Example.ORG' }).namesZone).toBe('names.example.org')
    for (const bad of ['localhost', '.gangway.id', 'gangway..id', 'a_b.id', '-a.id', 'a-.id', 'gangway.id/']) {
      expect(() => load({ NAMES_ZONE: bad }), bad).toThrow('NAMES_ZONE must be a domain name')
    }
  })

  it('the limits default to NameLimits and can be set', () => {
    expect(load({})).toMatchObject({
      namesReadsPerIpPerMinute: 120,
      namesRegistrationsPerIpPerMinute: 10,
      namesRegistrationsPerAddressPerHour: 5,
    })
    expect(load({ NAMES_REGISTRATIONS_PER_IP_PER_MINUTE: '3' }).namesRegistrationsPerIpPerMinute).toBe(3)
    expect(() => load({ NAMES_READS_PER_IP_PER_MINUTE: '0' })).toThrow('NAMES_READS_PER_IP_PER_MINUTE')
  })

  it('NAMES_RESERVED: labels added to the built-in reserved ones, folded to lower case, each a valid label', () => {
    expect(load({}).namesReserved).toEqual([])
    expect(load({ NAMES_RESERVED: ' Acme , acme-support,' }).namesReserved).toEqual(['acme', 'acme-support'])
    for (const bad of ['ab', 'a_b', 'xn--abc', 'a.b']) {
      expect(() => load({ NAMES_RESERVED: bad }), bad).toThrow('NAMES_RESERVED')
    }
  })
})
