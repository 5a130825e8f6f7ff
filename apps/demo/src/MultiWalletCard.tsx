import { useAppKit, useAppKitConnection, useAppKitConnections } from '@gangway/react'
import { useState } from 'react'
import { multiWalletQuery } from './appKit.ts'
import { Card, Value } from './ui/Card.tsx'

/**
 * Multi-wallet (`?multiwallet=on`): what the site's connection hooks see — the current connection
 * (`useAppKitConnection`) and every connection with its status (`useAppKitConnections`) — and switching from
 * the site. Without the query the hooks are not used (they would show the dialog's "not enabled" alert).
 */
export function MultiWalletCard() {
  return (
    <Card
      id="multi"
      title="Several wallets at once"
      blurb="A visitor keeps more than one wallet connected — say an e-mail login beside a browser wallet — and switches in Account → “Your wallets”, or the site switches for them."
    >
      {multiWalletQuery ? (
        <ConnectionHooks />
      ) : (
        <p className="hint">Off on this page: turn it on under “Try it with” above.</p>
      )}
    </Card>
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
        <Value
          testId="multi-current"
          value={connection ? `${connection.name} ${connection.accounts[0]?.address ?? ''}` : undefined}
          long
        />
        <dt>Last switch</dt>
        <Value testId="multi-result" value={isPending ? 'pending' : result} />
      </dl>
      <ul className="connections" data-testid="multi-connections">
        {[...connections, ...recentConnections].map((c) => (
          <li
            key={c.connectorId}
            data-testid="multi-connection"
            data-connector-id={c.connectorId}
            data-status={c.status}
          >
            <span className="connection-name">{c.name}</span>
            <span className="long" title={c.accounts[0]?.address}>
              {c.accounts[0]?.address ?? ''}
            </span>
            <span className={`status ${c.status}`}>{c.status}</span>
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
