import { useAppKit, useAppKitAccount, useAppKitNetwork } from '@gangway/react'
import { useState } from 'react'
import { formatUnits } from 'viem'
import { useBalance, useConnection, useSignMessage } from 'wagmi'

/** The demo dapp's page: the dialog's buttons, what the kit's hooks and wagmi's hooks report. */
export function App() {
  const { open } = useAppKit()
  const account = useAppKitAccount()
  const network = useAppKitNetwork()
  const wagmi = useConnection()
  const balance = useBalance({ address: wagmi.address, chainId: wagmi.chainId, query: { enabled: !!wagmi.address } })
  const sign = useSignMessage()
  const [signature, setSignature] = useState<string>()
  return (
    <>
      <header>
        <h1>Gangway demo</h1>
        <appkit-network-button />
        <appkit-button />
      </header>
      <main>
        <section aria-labelledby="kit-heading">
          <h2 id="kit-heading">Dialog (Gangway hooks)</h2>
          <dl>
            <dt>Status</dt>
            <dd data-testid="demo-status">{account.status}</dd>
            <dt>Address</dt>
            <dd data-testid="demo-address">{account.address ?? '—'}</dd>
            <dt>Chain id</dt>
            <dd data-testid="demo-chain-id">{String(network.chainId ?? '—')}</dd>
            <dt>Logged in with</dt>
            <dd data-testid="demo-embedded">
              {account.embeddedWalletInfo
                ? `${account.embeddedWalletInfo.authProvider}: ${account.embeddedWalletInfo.user.email ?? ''}`
                : '—'}
            </dd>
          </dl>
          <button type="button" onClick={() => void open({ view: 'Networks' })}>
            Choose network
          </button>
        </section>
        <section aria-labelledby="wagmi-heading">
          <h2 id="wagmi-heading">Same connection (wagmi hooks)</h2>
          <dl>
            <dt>Address</dt>
            <dd data-testid="wagmi-address">{wagmi.address ?? '—'}</dd>
            <dt>Balance</dt>
            <dd data-testid="wagmi-balance">
              {balance.data ? `${formatUnits(balance.data.value, balance.data.decimals)} ${balance.data.symbol}` : '—'}
            </dd>
            <dt>Signature of “Hello from the Gangway demo”</dt>
            <dd data-testid="demo-signature">{signature ?? '—'}</dd>
          </dl>
          <button
            type="button"
            disabled={!wagmi.address}
            onClick={() =>
              sign
                .mutateAsync({ message: 'Hello from the Gangway demo' })
                .then(setSignature, (e: Error) => setSignature(`error: ${e.message}`))
            }
          >
            Sign a message
          </button>
        </section>
      </main>
    </>
  )
}
