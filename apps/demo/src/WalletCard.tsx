import { useAppKit, useAppKitAccount, useAppKitNetwork } from '@gangway/react'
import { Card, Status, Value } from './ui/Card.tsx'

/**
 * "Your wallet": what the page knows about the visitor's connection through Gangway's hooks (AppKit's
 * `useAppKitAccount`, `useAppKitNetwork`) — status, address, network, and how an embedded wallet logged in.
 */
export function WalletCard() {
  const { open } = useAppKit()
  const account = useAppKitAccount()
  const network = useAppKitNetwork()
  const login = account.embeddedWalletInfo
  return (
    <Card
      id="wallet"
      title="Your wallet"
      blurb="What this page knows once a visitor connects — an installed wallet, a phone wallet over WalletConnect, or an e-mail or social login."
    >
      <dl>
        <dt>Status</dt>
        <Status testId="demo-status" status={account.status} />
        <dt>Address</dt>
        <Value testId="demo-address" value={account.address} long />
        <dt>Network</dt>
        <dd data-testid="demo-network">
          {network.caipNetwork?.name ?? '—'}
          {network.chainId !== undefined ? (
            <span className="muted">
              {' '}
              · chain <span data-testid="demo-chain-id">{String(network.chainId)}</span>
            </span>
          ) : null}
        </dd>
        <dt>Logged in with</dt>
        <Value
          testId="demo-embedded"
          value={login ? `${login.authProvider}: ${login.user.email ?? login.user.username ?? ''}` : undefined}
        />
      </dl>
      <div className="buttons">
        <button type="button" className="primary" onClick={() => void open()}>
          {account.isConnected ? 'Open account' : 'Connect'}
        </button>
        <button type="button" onClick={() => void open({ view: 'Networks' })}>
          Choose network
        </button>
      </div>
    </Card>
  )
}
