import { address, getBase64Decoder, getBase64Encoder, getTransactionDecoder } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { createSolanaKey, SOLANA_DEV_ADDRESS } from '../../src/solanaDevKey.ts'
import { solanaTransferBytes } from '../../src/solanaTransferBytes.ts'
import { prepareSolanaRequest } from './prepareSolanaRequest.ts'
import { WC_SOLANA_LOCAL_CHAIN } from './webWalletSolana.ts'

const MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const OTHER = address('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin')
const transfer = (from: string) =>
  getBase64Decoder().decode(
    solanaTransferBytes({ from, to: OTHER, lamports: 1n, blockhash: 'EETubP5AKHgjPAhzPAFcb8BAY1hMH639CWCFTqi3hq1k' }),
  )

async function prepare(method: string, params: unknown, chainId = WC_SOLANA_LOCAL_CHAIN) {
  const key = await createSolanaKey()
  return prepareSolanaRequest({ method, params }, { key, chainId, rpcUrls: { [WC_SOLANA_LOCAL_CHAIN]: 'http://x' } })
}

describe('prepareSolanaRequest', () => {
  it('signs every transaction of solana_signAllTransactions, after showing each', async () => {
    const prepared = await prepare('solana_signAllTransactions', {
      transactions: [transfer(SOLANA_DEV_ADDRESS), transfer(SOLANA_DEV_ADDRESS)],
    })
    expect(prepared.ask).toBe(true)
    expect(prepared.lines.filter((l) => l.startsWith('Transaction '))).toEqual(['Transaction 1', 'Transaction 2'])
    const { transactions } = (await prepared.run()) as { transactions: string[] }
    expect(transactions).toHaveLength(2)
    for (const t of transactions) {
      const signed = getTransactionDecoder().decode(getBase64Encoder().encode(t))
      expect(signed.signatures[SOLANA_DEV_ADDRESS]).toHaveLength(64)
    }
  })

  it('refuses bad requests before anything is asked, naming the problem', async () => {
    await expect(prepare('solana_signTransaction', { transaction: 'not base64!' })).rejects.toMatchObject({
      code: -32602,
      message: 'solana_signTransaction: transaction must be a base64 wire transaction',
    })
    await expect(prepare('solana_signTransaction', { transaction: transfer(OTHER) })).rejects.toMatchObject({
      code: -32602,
      message: `solana_signTransaction: ${SOLANA_DEV_ADDRESS} is not a signer of this transaction`,
    })
    await expect(prepare('solana_signAllTransactions', { transactions: [] })).rejects.toMatchObject({ code: -32602 })
    await expect(prepare('solana_signMessage', { message: '2g', pubkey: OTHER })).rejects.toMatchObject({
      code: 4100,
      message: `solana_signMessage: ${OTHER} is not this wallet's account`,
    })
    await expect(
      prepare('solana_signAndSendTransaction', { transaction: transfer(SOLANA_DEV_ADDRESS) }, MAINNET),
    ).rejects.toMatchObject({
      code: 4200,
      message: `solana_signAndSendTransaction: no RPC URL is configured for ${MAINNET}`,
    })
    await expect(prepare('solana_signAllTransactionz', {})).rejects.toMatchObject({ code: 4200 })
  })
})
