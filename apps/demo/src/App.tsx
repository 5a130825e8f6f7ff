import { useAppKit, useAppKitAccount, useAppKitNetwork } from '@gangway/react'
import { formatUnits } from 'viem'
import { useBalance, useConnection } from 'wagmi'

/** The demo dapp's page: the dialog's buttons, what the kit's hooks and wagmi's hooks report. */
export function App() {
  const { open } = useAppKit()
  const account = useAppKitAccount()
  const network = useAppKitNetwork()
  const wagmi = useConnection()
  const balance = useBalance({ address: wagmi.address, chainId: wagmi.chainId, query: { enabled: !!wagmi.address } })
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
          </dl>
        </section>
      </main>
    </>
  )
}
