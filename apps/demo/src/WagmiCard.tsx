import { useState } from 'react'
import { formatUnits } from 'viem'
import { useBalance, useConnection, useSendTransaction, useSignMessage, useSignTypedData } from 'wagmi'
import { Card, Value } from './ui/Card.tsx'

/**
 * "Works with wagmi": the site's own wagmi hooks (`useConnection`, `useBalance`, `useSignMessage`,
 * `useSignTypedData`, `useSendTransaction`) on the dialog's connection — a site moving from AppKit keeps its wagmi
 * code. The three requests a wallet approves, side by side: with an e-mail login each shows the same Approve
 * screen in the dialog.
 */
export function WagmiCard() {
  const wagmi = useConnection()
  const balance = useBalance({ address: wagmi.address, chainId: wagmi.chainId, query: { enabled: !!wagmi.address } })
  const sign = useSignMessage()
  const signTyped = useSignTypedData()
  const send = useSendTransaction()
  const [signature, setSignature] = useState<string>()
  const show = (request: Promise<string>) =>
    request.then(setSignature, (e: Error) => setSignature(`error: ${e.message.split('\n')[0]}`))
  return (
    <Card
      id="wagmi"
      title="Works with your wagmi code"
      blurb="The site's own wagmi hooks see the same connection: the address, the balance, and a message, typed data or a transaction approved through it."
    >
      <dl>
        <dt>Address</dt>
        <Value testId="wagmi-address" value={wagmi.address} long />
        <dt>Balance</dt>
        <Value
          testId="wagmi-balance"
          value={
            balance.data
              ? `${formatUnits(balance.data.value, balance.data.decimals)} ${balance.data.symbol}`
              : undefined
          }
        />
        <dt>Result</dt>
        <Value testId="demo-signature" value={signature} long />
      </dl>
      <div className="buttons">
        <button
          type="button"
          className="primary"
          disabled={!wagmi.address}
          onClick={() => show(sign.mutateAsync({ message: 'Hello from the Gangway demo' }))}
        >
          Sign a message
        </button>
        <button
          type="button"
          disabled={!wagmi.address}
          onClick={() =>
            show(
              signTyped.mutateAsync({
                domain: { name: 'Gangway demo', version: '1', chainId: wagmi.chainId },
                types: { Greeting: [{ name: 'text', type: 'string' }] },
                primaryType: 'Greeting',
                message: { text: 'Hello from the Gangway demo' },
              }),
            )
          }
        >
          Sign typed data
        </button>
        <button
          type="button"
          disabled={!wagmi.address}
          onClick={() => wagmi.address && show(send.mutateAsync({ to: wagmi.address, value: 0n }))}
        >
          Send 0 ETH to yourself
        </button>
      </div>
    </Card>
  )
}
