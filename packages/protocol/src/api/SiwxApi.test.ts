import { describe, expect, it } from 'vitest'
import {
  SIWX_LIMITS,
  SiwxCreateSessionRequestSchema,
  SiwxMessageDataSchema,
  SiwxSessionsQuerySchema,
  SiwxSessionViewSchema,
} from './SiwxApi.ts'

const data = {
  accountAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  chainId: 'eip155:31337',
  domain: 'app.example.test',
  uri: 'https://app.example.test/login',
  version: '1',
  nonce: 'a1b2c3d4e5f6a7b8c9d0e1f2',
  statement: 'Sign in to the demo',
  resources: ['https://app.example.test/terms'],
  issuedAt: '2030-01-01T00:00:00.000Z',
  expirationTime: '2030-01-02T00:00:00Z',
}

describe('SiwxApi schemas', () => {
  it('accept SIWXMessage.Data with and without the optional fields', () => {
    expect(SiwxMessageDataSchema.parse(data)).toEqual(data)
    const { statement, resources, issuedAt, expirationTime, ...required } = data
    expect(SiwxMessageDataSchema.parse(required)).toEqual(required)
  })

  it('refuse a bad chain id, a short nonce, a multi-line statement and a non-ISO time', () => {
    expect(SiwxMessageDataSchema.safeParse({ ...data, chainId: '31337' }).success).toBe(false)
    expect(SiwxMessageDataSchema.safeParse({ ...data, nonce: 'abc123' }).success).toBe(false)
    expect(SiwxMessageDataSchema.safeParse({ ...data, nonce: 'abcd-1234' }).success).toBe(false)
    expect(SiwxMessageDataSchema.safeParse({ ...data, statement: 'one\ntwo' }).success).toBe(false)
    expect(SiwxMessageDataSchema.safeParse({ ...data, issuedAt: 'yesterday' }).success).toBe(false)
    expect(SiwxMessageDataSchema.safeParse({ ...data, domain: '' }).success).toBe(false)
  })

  it('cap the sizes of a session request', () => {
    const ok = { data, message: 'text', signature: '0x12' }
    expect(SiwxCreateSessionRequestSchema.safeParse(ok).success).toBe(true)
    const long = 'x'.repeat(SIWX_LIMITS.MESSAGE_MAX + 1)
    expect(SiwxCreateSessionRequestSchema.safeParse({ ...ok, message: long }).success).toBe(false)
    const many = Array.from({ length: SIWX_LIMITS.RESOURCES_MAX + 1 }, (_, i) => `https://r.test/${i}`)
    expect(SiwxCreateSessionRequestSchema.safeParse({ ...ok, data: { ...data, resources: many } }).success).toBe(false)
    expect(SiwxCreateSessionRequestSchema.safeParse({ ...ok, signature: '' }).success).toBe(false)
  })

  it('parse the session view and the sessions query', () => {
    const view = { data, message: 'text', signature: '0x12', expiresAt: '2030-01-02T00:00:00.000Z' }
    expect(SiwxSessionViewSchema.parse(view)).toEqual(view)
    expect(SiwxSessionsQuerySchema.safeParse({ chainId: 'eip155:1', address: '0xabc' }).success).toBe(true)
    expect(SiwxSessionsQuerySchema.safeParse({ chainId: 'eip155:1' }).success).toBe(false)
  })
})
