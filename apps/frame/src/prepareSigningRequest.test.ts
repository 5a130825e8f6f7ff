import { encodeFunctionData, erc20Abi, type Hex, maxUint256, parseAbi, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { HASH_WARNING, prepareSigningRequest } from './prepareSigningRequest.ts'

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
/** A token answering symbol() = GWT and decimals() = 18, as the chain would through the server. */
const read = async (_to: Hex, data: Hex): Promise<Hex> =>
  data === encodeFunctionData({ abi: erc20Abi, functionName: 'decimals' })
    ? `0x${'12'.padStart(64, '0')}`
    : `0x${'20'.padStart(64, '0')}${'3'.padStart(64, '0')}${'475754'.padEnd(64, '0')}`
const text = (r: Awaited<ReturnType<typeof prepareSigningRequest>>) =>
  r.content.sections.flatMap((s) => [s.heading, s.warning, ...s.fields.map((f) => `${f.label} ${f.value}`)]).join('\n')

describe('prepareSigningRequest', () => {
  it('decodes an ERC-20 transfer with the token’s symbol and decimals', async () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [BOB, parseUnits('1.5', 18)] })
    const r = await prepareSigningRequest(
      'eth_sendTransaction',
      [{ to: TOKEN, data, from: BOB, nonce: '0x1' }],
      31337,
      read,
    )
    expect(text(r)).toContain('Function transfer (ERC-20 GWT)')
    expect(text(r)).toContain(`Recipient ${BOB}`)
    expect(text(r)).toContain('Amount 1.5 GWT')
    // only the fields the server reads are passed on
    expect(r.params).toEqual([{ to: TOKEN, data }])
  })

  it('warns on an unlimited approve and on setApprovalForAll', async () => {
    const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [BOB, maxUint256] })
    const a = await prepareSigningRequest('eth_sendTransaction', [{ to: TOKEN, data: approve }], 31337, read)
    expect(text(a)).toContain('Amount unlimited')
    expect(text(a)).toContain('ANY amount')
    const all = encodeFunctionData({
      abi: parseAbi(['function setApprovalForAll(address operator, bool approved)']),
      functionName: 'setApprovalForAll',
      args: [BOB, true],
    })
    expect(text(await prepareSigningRequest('eth_sendTransaction', [{ to: TOKEN, data: all }], 1))).toContain(
      'every NFT',
    )
  })

  it('never cuts data: an unknown call shows its selector and every byte', async () => {
    const data = `0xdeadbeef${'ab'.repeat(300)}` as Hex
    const r = await prepareSigningRequest('eth_sendTransaction', [{ to: TOKEN, data }], 31337)
    expect(text(r)).toContain('unknown (selector 0xdeadbeef)')
    expect(text(r)).toContain(`Data (304 bytes) ${data}`)
  })

  it('refuses malformed calls before anyone is asked', async () => {
    await expect(prepareSigningRequest('eth_sendTransaction', [{ to: 'bob' }], 1)).rejects.toThrow(
      'Transaction 1: to must be an address',
    )
    await expect(prepareSigningRequest('eth_sendTransaction', [{ to: TOKEN, data: 'xyz' }], 1)).rejects.toThrow(
      'data must be hex',
    )
    await expect(prepareSigningRequest('wallet_sendCalls', [{ calls: [] }], 1)).rejects.toThrow('No transaction')
    await expect(prepareSigningRequest('personal_sign', [{ toString: () => 'hi' }], 1)).rejects.toThrow(
      'The message must be hex',
    )
  })

  it('attack (issue 33 item 1): a 32-byte message is shown as a hash, in hex, with a warning — never as a message', async () => {
    // a user-operation hash a site passes off as a "message" (a version-1 account took its personal_sign as the
    // owner's signature); even bytes that happen to read as text are shown as the hash they are
    const hash = `0x${'9f'.repeat(16)}${'0a'.repeat(16)}` as Hex
    const r = await prepareSigningRequest('personal_sign', [hash, BOB], 31337)
    expect(r.content.title).toBe('Sign a hash')
    expect(r.content.sections[0]?.warning).toBe(HASH_WARNING)
    expect(r.content.sections[0]?.fields).toEqual([{ label: 'Hash (32 bytes)', value: hash, mono: true }])
    expect(r.params).toEqual([hash, BOB])
    const text32 = `0x${Buffer.from('thirty-two bytes of text, really').toString('hex')}` as Hex
    const t = await prepareSigningRequest('personal_sign', [text32, BOB], 31337)
    expect(t.content.title).toBe('Sign a hash')
    expect(text(t)).toContain(`Hash (32 bytes) ${text32}`)
    expect(text(t)).toContain('As text thirty-two bytes of text, really')
    expect(text(t)).toContain(HASH_WARNING)
    // 31 or 33 bytes: a message as before
    expect((await prepareSigningRequest('personal_sign', [`0x${'61'.repeat(31)}`, BOB], 1)).content.title).toBe(
      'Sign message',
    )
  })

  it('shows messages as text when readable, else as hex; typed data on another chain is flagged', async () => {
    expect(text(await prepareSigningRequest('personal_sign', ['0x68656c6c6f', BOB], 1))).toContain('Message hello')
    expect(text(await prepareSigningRequest('personal_sign', ['0x00ff01', BOB], 1))).toContain('Message 0x00ff01')
    const typed = {
      domain: { name: 'X', chainId: 1 },
      types: {
        Mail: [
          { name: 'to', type: 'address' },
          { name: 'tags', type: 'string[]' },
        ],
      },
      primaryType: 'Mail',
      message: { to: BOB, tags: ['a', 'b'] },
    }
    const r = await prepareSigningRequest('eth_signTypedData_v4', [BOB, JSON.stringify(typed)], 31337)
    expect(text(r)).toContain('This signature is for chain 1, not chain 31337.')
    expect(text(r)).toContain(`to ${BOB}`)
    expect(text(r)).toContain('tags[1] b')
  })

  it('wallet_sendCalls: shows every call of the batch and forwards only the checked batch fields', async () => {
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [BOB, parseUnits('2', 18)] })
    const r = await prepareSigningRequest(
      'wallet_sendCalls',
      [
        {
          version: '2.0.0',
          chainId: '0x7a69',
          from: BOB,
          atomicRequired: true,
          calls: [
            { to: TOKEN, data: transfer, extra: 'dropped' },
            { to: BOB, value: '0xde0b6b3a7640000' },
          ],
          capabilities: { paymasterService: { url: 'https://pm.example', optional: true } },
        },
      ],
      31337,
      read,
    )
    expect(r.content.title).toBe('Approve 2 transactions')
    expect(text(r)).toContain('Calls 2')
    expect(text(r)).toContain(`From ${BOB}`)
    expect(text(r)).toContain('All calls succeed or none does')
    expect(text(r)).toContain('Transaction 1 of 2')
    expect(text(r)).toContain('Amount 2 GWT')
    expect(text(r)).toContain('Transaction 2 of 2')
    expect(r.params).toEqual([
      {
        version: '2.0.0',
        chainId: '0x7a69',
        from: BOB,
        atomicRequired: true,
        calls: [
          { to: TOKEN, data: transfer },
          { to: BOB, value: '0xde0b6b3a7640000' },
        ],
      },
    ])
  })

  it('wallet_sendCalls: refuses a batch for another chain and a required capability it does not honour', async () => {
    const calls = [{ to: BOB, value: '0x1' }]
    await expect(prepareSigningRequest('wallet_sendCalls', [{ chainId: '0x1', calls }], 31337)).rejects.toThrow(
      'The calls are for chain 1, the wallet is on chain 31337',
    )
    await expect(
      prepareSigningRequest('wallet_sendCalls', [{ calls, capabilities: { paymasterService: { url: 'x' } } }], 31337),
    ).rejects.toThrow('Unsupported non-optional capability: paymasterService')
    await expect(
      prepareSigningRequest('wallet_sendCalls', [{ calls: Array.from({ length: 33 }, () => calls[0]) }], 31337),
    ).rejects.toThrow('At most 32 calls')
  })
})
