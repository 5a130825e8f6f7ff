import { describe, expect, it } from 'vitest'
import { formatResult, parseRelayMessage } from './parseRelayMessage.ts'

describe('parseRelayMessage', () => {
  it('keeps 19-digit ids exact wherever the id is, and string ids as strings', () => {
    expect(
      parseRelayMessage('{"id":1700000000000000123,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"t"}}'),
    ).toEqual({
      kind: 'request',
      id: '1700000000000000123',
      method: 'irn_subscribe',
      params: { topic: 't' },
    })
    expect(parseRelayMessage('{"jsonrpc":"2.0","result":true,"id":1700000000000000999}')).toEqual({
      kind: 'response',
      id: '1700000000000000999',
      result: true,
      error: undefined,
    })
    expect(parseRelayMessage(' { "id" : 17 , "result": true }')).toMatchObject({ kind: 'response', id: '17' })
    expect(parseRelayMessage('{"id":"abc","method":"irn_publish"}')).toMatchObject({
      kind: 'request',
      id: 'abc',
      params: {},
    })
    expect(formatResult('1700000000000000123', true)).toBe('{"id":1700000000000000123,"jsonrpc":"2.0","result":true}')
  })

  it('reads an acknowledgement as the official clients write it like any other response', () => {
    const ack = '{"id":1700000000000000123,"jsonrpc":"2.0","result":true}'
    const general = parseRelayMessage(` ${ack}`) // a leading space: not the acknowledgement's exact form
    expect(parseRelayMessage(ack)).toEqual(general)
    expect(general).toEqual({ kind: 'response', id: '1700000000000000123', result: true, error: undefined })
    // anything else in it goes the general way
    expect(parseRelayMessage('{"id":5,"jsonrpc":"2.0","result":true,"x":1}')).toMatchObject({ kind: 'response' })
    expect(parseRelayMessage('{"id":5,"jsonrpc":"2.0","result":true}x')).toEqual({
      kind: 'invalid',
      id: null,
      reason: 'Parse error',
    })
  })

  it('answers what is wrong with frames that are not JSON-RPC', () => {
    expect(parseRelayMessage('{"id":1,')).toEqual({ kind: 'invalid', id: null, reason: 'Parse error' })
    expect(parseRelayMessage('[1]')).toMatchObject({
      kind: 'invalid',
      reason: 'Invalid request: expected a JSON-RPC object',
    })
    expect(parseRelayMessage('{"method":"x"}')).toMatchObject({
      kind: 'invalid',
      reason: 'Invalid request: id is missing',
    })
    expect(parseRelayMessage('{"id":5}')).toEqual({
      kind: 'invalid',
      id: '5',
      reason: 'Invalid request: method is missing',
    })
  })
})
