import { useAppKitAccount, useAppKitNetwork, useAppKitProvider } from '@gangway/react'
import { useState } from 'react'
import { type Hex, numberToHex, parseEther } from 'viem'
import { Card, Value } from './ui/Card.tsx'

type Eip1193 = { request(args: { method: string; params?: unknown }): Promise<unknown> }
type CallsStatus = { status: number; receipts?: { transactionHash: Hex; status: Hex }[] }

/** The two recipients of the batch: fixed addresses no dev account uses. */
export const BATCH_RECIPIENTS = [
  '0x000000000000000000000000000000000000b0b1',
  '0x000000000000000000000000000000000000b0b2',
]
/** What each recipient gets. */
export const BATCH_AMOUNT = parseEther('0.0001')

/**
 * EIP-5792 through the dialog's provider (`useAppKitProvider('eip155')`): "Send batch" asks the wallet to send
 * 0.0001 ETH to two addresses in one `wallet_sendCalls` (atomic), shows the batch id, then polls
 * `wallet_getCallsStatus` until it is final and shows the status and the transaction. With the embedded
 * wallet's smart account both transfers are one user operation; `wallet_getCapabilities` says whether the
 * wallet runs batches atomically on this network.
 */
export function BatchCard() {
  const { address, isConnected } = useAppKitAccount()
  const { chainId } = useAppKitNetwork()
  const { walletProvider } = useAppKitProvider<Eip1193>('eip155')
  const [id, setId] = useState<string>()
  const [status, setStatus] = useState<string>()
  const [hash, setHash] = useState<string>()
  const [atomic, setAtomic] = useState<string>()

  const send = async () => {
    if (!walletProvider || !address || typeof chainId !== 'number') return
    setId(undefined)
    setHash(undefined)
    setStatus('sending')
    try {
      const chain = numberToHex(chainId)
      const capabilities = (await walletProvider
        .request({ method: 'wallet_getCapabilities', params: [address, [chain]] })
        .catch(() => ({}))) as Record<string, { atomic?: { status?: string } }>
      setAtomic(capabilities[chain]?.atomic?.status ?? 'unsupported')
      const answer = (await walletProvider.request({
        method: 'wallet_sendCalls',
        params: [
          {
            version: '2.0.0',
            chainId: chain,
            from: address,
            atomicRequired: true,
            calls: BATCH_RECIPIENTS.map((to) => ({ to, value: numberToHex(BATCH_AMOUNT) })),
          },
        ],
      })) as { id: string } | string
      const batchId = typeof answer === 'string' ? answer : answer.id
      setId(batchId)
      setStatus('pending')
      for (let i = 0; i < 120; i++) {
        const result = (await walletProvider.request({
          method: 'wallet_getCallsStatus',
          params: [batchId],
        })) as CallsStatus
        if (result.status >= 200) {
          setStatus(result.status === 200 ? 'confirmed' : `failed (${result.status})`)
          setHash(result.receipts?.[0]?.transactionHash)
          return
        }
        await new Promise((r) => setTimeout(r, 500))
      }
      setStatus('still pending')
    } catch (error) {
      setStatus(`error: ${(error as Error).message}`)
    }
  }

  return (
    <Card
      id="batch"
      title="Two payments, one approval"
      blurb="The site asks for two transfers of 0.0001 ETH at once (EIP-5792); the visitor approves them together, and with an e-mail login's smart account they go as one operation, gas paid by the site."
    >
      <dl>
        <dt>All or nothing</dt>
        <Value testId="batch-atomic" value={atomic} />
        <dt>Request</dt>
        <Value testId="batch-id" value={id} long />
        <dt>Status</dt>
        <Value testId="batch-status" value={status} />
        <dt>Transaction</dt>
        <Value testId="batch-hash" value={hash} long />
      </dl>
      <div className="buttons">
        <button
          type="button"
          disabled={!isConnected || !walletProvider || status === 'sending' || status === 'pending'}
          onClick={() => void send()}
        >
          Send both payments
        </button>
      </div>
    </Card>
  )
}
