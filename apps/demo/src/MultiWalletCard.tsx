import { useAppKit, useAppKitConnection, useAppKitConnections } from '@gangway/react'
import { useState } from 'react'
import { multiWalletQuery } from './appKit.ts'
import { FeatureCard } from './features/FeatureCard.tsx'

/**
 * Multi-wallet (`?multiwallet=on`): what the site's connection hooks see — the current connection
 * (`useAppKitConnection`) and every connection with its status (`useAppKitConnections`) — and switching from
 * the site. Without the query the hooks are not used (they would show the dialog's "not enabled" alert).
 */
export function MultiWalletCard() {
  return (
    <FeatureCard
      id="multi"
      title="Multi-wallet"
      blurb="Several wallets connected at once: switch between them in Account → “Your wallets” or from the site."
    >
      {multiWalletQuery ? (
        <ConnectionHooks />
      ) : (
        <p>
          Open <a href="?multiwallet=on">?multiwallet=on</a> to try it.
        </p>
      )}
    </FeatureCard>
  )
}

function ConnectionHooks() {
  const { open } = useAppKit()
  const { connections, recentConnections } = useAppKitConnections()
  const [result, setResult] = useState<string>()
  const { connection, isPending, switchConnection } = useAppKitConnection({
    onSuccess: (p) => setResult(p.hasDeletedWallet ? 'deleted' : p.hasSwitchedWallet ? 'switched wallet' : 'ok'),
    onError: (e) => setResult(`error: ${e.message}`),
  })
  return (
    <>
      <dl>
        <dt>Current</dt>
        <dd data-testid="multi-current">
          {connection ? `${connection.name} ${connection.accounts[0]?.address ?? ''}` : '—'}
        </dd>
        <dt>Last result</dt>
        <dd data-testid="multi-result">{isPending ? 'pending' : (result ?? '—')}</dd>
      </dl>
      <ul data-testid="multi-connections">
        {[...connections, ...recentConnections].map((c) => (
          <li
            key={c.connectorId}
            data-testid="multi-connection"
            data-connector-id={c.connectorId}
            data-status={c.status}
          >
            {c.name} · {c.accounts[0]?.address ?? ''} · {c.status}{' '}
            {c.status === 'connected' ? null : (
              <button type="button" onClick={() => void switchConnection({ connection: c })}>
                Switch
              </button>
            )}
          </li>
        ))}
      </ul>
      <div className="buttons">
        <button type="button" onClick={() => void open({ view: 'ProfileWallets' })}>
          Your wallets
        </button>
      </div>
    </>
  )
}
