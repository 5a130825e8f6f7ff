import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Address, getBase58Decoder, getBase64Encoder, getTransactionDecoder, type Transaction } from '@solana/kit'
import { afterEach, describe, expect, it } from 'vitest'
import { ProviderRpcError } from './ProviderRpcError.ts'
import { sendSolanaTransaction } from './sendSolanaTransaction.ts'
import { solanaTransferBytes } from './solanaTransferBytes.ts'

// What the wallet puts on the wire and how it reads the answer. The send test against the local Solana chain
// (devnet/), with balances checked on chain, is signAndSendOnLocalnet.test.ts.
const SIGNER = 'DTF8dSENHkxaPCnn9JB2sd5P2qxhcbKK8gEd4rRTzVjR' as Address
const signature = new Uint8Array(64).fill(9)
const unsigned = getTransactionDecoder().decode(
  solanaTransferBytes({
    from: SIGNER,
    to: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin' as Address,
    lamports: 1n,
    blockhash: 'EETubP5AKHgjPAhzPAFcb8BAY1hMH639CWCFTqi3hq1k',
  }),
)
const transaction: Transaction = { ...unsigned, signatures: { [SIGNER]: signature as never } }

let server: Server | undefined
afterEach(() => server?.close())

async function answering(answer: (body: { method: string; params: unknown[] }) => unknown) {
  const seen: { method: string; params: unknown[] }[] = []
  server = createServer((req, res) => {
    let text = ''
    req.on('data', (chunk) => {
      text += chunk
    })
    req.on('end', () => {
      const body = JSON.parse(text)
      seen.push(body)
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ jsonrpc: '2.0', id: body.id, ...(answer(body) as object) }))
    })
  })
  const listening = server
  await new Promise<void>((r) => listening.listen(0, '127.0.0.1', r))
  return { url: `http://127.0.0.1:${(listening.address() as AddressInfo).port}`, seen }
}

describe('sendSolanaTransaction', () => {
  it('sends the base64 wire transaction with the options and answers the signature bytes', async () => {
    const { url, seen } = await answering(() => ({ result: getBase58Decoder().decode(signature) }))
    const out = await sendSolanaTransaction(url, transaction, {
      skipPreflight: true,
      preflightCommitment: 'confirmed',
      maxRetries: 3,
      minContextSlot: 7,
    })
    expect(out).toEqual(signature)
    const [call] = seen
    expect(call?.method).toBe('sendTransaction')
    expect(call?.params[1]).toEqual({
      encoding: 'base64',
      skipPreflight: true,
      preflightCommitment: 'confirmed',
      maxRetries: 3,
      minContextSlot: 7,
    })
    const wire = getBase64Encoder().encode(call?.params[0] as string)
    const decoded = getTransactionDecoder().decode(wire)
    expect(decoded.signatures[SIGNER]).toEqual(signature)
    expect(decoded.messageBytes).toEqual(transaction.messageBytes)
  })

  it("passes the node's error on (code, message, data)", async () => {
    const error = { code: -32002, message: 'Transaction simulation failed', data: { logs: ['x'] } }
    const { url } = await answering(() => ({ error }))
    const failure = await sendSolanaTransaction(url, transaction).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(ProviderRpcError)
    expect(failure).toMatchObject(error)
  })
})
