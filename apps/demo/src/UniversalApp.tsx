import type { UniversalConnector } from '@gangway/universal-connector'
import { useEffect, useState } from 'react'
import { suiMainnet } from './universalConnector.ts'

const MESSAGE = 'Hello from the Gangway demo'

/** The session's Sui address (`sui:mainnet:0x…` → `0x…`), if it holds one. */
const suiAddressOf = (connector: UniversalConnector) =>
  connector.provider.session?.namespaces.sui?.accounts[0]?.split(':')[2]

/**
 * A site with no adapter at all, only AppKit's `UniversalConnector` for a namespace Gangway has no adapter for
 * (Sui): Connect opens the dialog on the pairing's QR code, the wallet signs a personal message through
 * `request`, Disconnect ends the session.
 */
export function UniversalApp({ connector }: { connector: UniversalConnector }) {
  const [address, setAddress] = useState(() => suiAddressOf(connector))
  const [signature, setSignature] = useState<string>()
  const [error, setError] = useState<string>()
  useEffect(() => {
    const sync = () => setAddress(suiAddressOf(connector))
    connector.provider.on('session_delete', sync)
    return () => void connector.provider.removeListener('session_delete', sync)
  }, [connector])
  const run = (action: () => Promise<void>) => () => {
    setError(undefined)
    action().catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)))
  }
  return (
    <main className="demo-universal">
      <h1>Universal connector: Sui</h1>
      <p>
        No adapter: <code>UniversalConnector</code> pairs the Sui namespace through WalletConnect on the local relay.
      </p>
      <p>
        Status: <output data-testid="universal-status">{address ? 'connected' : 'disconnected'}</output>
      </p>
      {address ? (
        <>
          <p>
            Sui account: <code data-testid="sui-address">{address}</code>
          </p>
          <button
            type="button"
            onClick={run(async () => {
              const answer = (await connector.request(
                { method: 'sui_signPersonalMessage', params: { message: MESSAGE, address } },
                suiMainnet.caipNetworkId,
              )) as { signature: string }
              setSignature(answer.signature)
            })}
          >
            Sign a message (Sui)
          </button>
          <button
            type="button"
            onClick={run(async () => {
              await connector.disconnect()
              setAddress(undefined)
              setSignature(undefined)
            })}
          >
            Disconnect
          </button>
        </>
      ) : (
        <button
          type="button"
          onClick={run(async () => {
            const { session } = await connector.connect()
            setAddress(session.namespaces.sui?.accounts[0]?.split(':')[2])
          })}
        >
          Connect
        </button>
      )}
      {signature ? (
        <p>
          Signature: <code data-testid="sui-signature">{signature}</code>
        </p>
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
    </main>
  )
}
