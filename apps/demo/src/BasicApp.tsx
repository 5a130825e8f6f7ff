import { useAppKit, useAppKitAccount, useAppKitNetwork, useAppKitProvider } from '@gangway/react'
import { useState } from 'react'
import { stringToHex } from 'viem'
import { multichainOn } from './basicAppKit.ts'
import { MultichainCard } from './MultichainCard.tsx'

/** What the universal provider answers for a request on a chain (`eip155:31337`). */
type WalletConnectProvider = { request(args: { method: string; params: unknown[] }, chain?: string): Promise<string> }

/** The WalletConnect-only page: the dialog's button, the account it reports, a signature through its provider. */
export function BasicApp() {
  const { open } = useAppKit()
  const account = useAppKitAccount()
  const network = useAppKitNetwork()
  const { walletProvider } = useAppKitProvider<WalletConnectProvider>('eip155')
  const [signature, setSignature] = useState<string>()
  const sign = () => {
    if (!walletProvider || !account.address) return
    walletProvider
      .request(
        { method: 'personal_sign', params: [stringToHex('Hello from the Gangway demo'), account.address] },
        `eip155:${network.chainId}`,
      )
      .then(setSignature, (e: Error) => setSignature(`error: ${e.message}`))
  }
  return (
    <>
      <header>
        <h1>Gangway demo — WalletConnect only</h1>
        <appkit-button />
      </header>
      <main>
        <dl>
          <dt>Status</dt>
          <dd data-testid="demo-status">{account.status}</dd>
          <dt>Address</dt>
          <dd data-testid="demo-address">{account.address ?? '—'}</dd>
          <dt>Chain id</dt>
          <dd data-testid="demo-chain-id">{String(network.chainId ?? '—')}</dd>
          <dt>Signature of “Hello from the Gangway demo”</dt>
          <dd data-testid="demo-signature">{signature ?? '—'}</dd>
        </dl>
        <button type="button" onClick={() => void open()}>
          Open the dialog
        </button>
        <button type="button" disabled={!walletProvider || !account.address} onClick={sign}>
          Sign a message
        </button>
      </main>
      {multichainOn ? <MultichainCard /> : null}
    </>
  )
}
