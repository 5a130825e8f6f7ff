import { useState } from 'react'
import { formatUnits } from 'viem'
import { useBalance, useConnection, useSignMessage } from 'wagmi'
import { Card, Value } from './ui/Card.tsx'

/**
 * "Works with wagmi": the site's own wagmi hooks (`useConnection`, `useBalance`, `useSignMessage`) on the
 * dialog's connection — a site moving from AppKit keeps its wagmi code.
 */
export function WagmiCard() {
  const wagmi = useConnection()
  const balance = useBalance({ address: wagmi.address, chainId: wagmi.chainId, query: { enabled: !!wagmi.address } })
  const sign = useSignMessage()
  const [signature, setSignature] = useState<string>()
  return (
    <Card
      id="wagmi"
      title="Works with your wagmi code"
      blurb="The site's own wagmi hooks see the same connection: the address, the balance, and a message signed through it."
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
        <dt>Signature</dt>
        <Value testId="demo-signature" value={signature} long />
      </dl>
      <div className="buttons">
        <button
          type="button"
          className="primary"
          disabled={!wagmi.address}
          onClick={() =>
            sign
              .mutateAsync({ message: 'Hello from the Gangway demo' })
              .then(setSignature, (e: Error) => setSignature(`error: ${e.message}`))
          }
        >
          Sign a message
        </button>
      </div>
    </Card>
  )
}
