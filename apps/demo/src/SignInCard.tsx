import type { SIWXSession } from '@gangway/react'
import { useAppKit, useAppKitAccount, useAppKitNetwork, useAppKitSIWX } from '@gangway/react'
import type { GangwayAuthentication } from '@gangway/siwx'
import { useEffect, useState } from 'react'
import { Card, Value } from './ui/Card.tsx'

/**
 * Sign in with X: who is signed in (the session the Gangway server keeps for this address and network),
 * a sign-out that revokes it on the server, and a way to sign in again.
 */
export function SignInCard() {
  const siwx = useAppKitSIWX<GangwayAuthentication>()
  const { open } = useAppKit()
  const { address, isConnected } = useAppKitAccount()
  const { caipNetworkId, caipNetwork } = useAppKitNetwork()
  const [session, setSession] = useState<SIWXSession>()

  useEffect(() => {
    if (!siwx || !address || !caipNetworkId) {
      setSession(undefined)
      return
    }
    let live = true
    const refresh = () =>
      void siwx.getSessions(caipNetworkId, address).then((sessions) => {
        if (live) setSession(sessions[0])
      })
    refresh()
    const off = siwx.on('sessionChanged', refresh)
    return () => {
      live = false
      off()
    }
  }, [siwx, address, caipNetworkId])

  if (!siwx) {
    return (
      <Card id="siwx" title="Sign-in" blurb="Sign-in is off on this page: connecting is enough.">
        <p className="hint">Turn it on under “Try it with” above.</p>
      </Card>
    )
  }
  const until = session?.data.expirationTime
  return (
    <Card
      id="siwx"
      title="Sign-in"
      blurb="After connecting, the visitor signs one message (Sign in with X); this machine's server keeps the session, and the site's backend can ask it who is signed in."
    >
      <dl>
        <dt>Signed in as</dt>
        <Value testId="siwx-address" value={session?.data.accountAddress} long />
        <dt>On network</dt>
        <dd data-testid="siwx-chain" data-chain-id={session?.data.chainId} title={session?.data.chainId}>
          {session
            ? session.data.chainId === caipNetworkId
              ? (caipNetwork?.name ?? session.data.chainId)
              : session.data.chainId
            : '—'}
        </dd>
        <dt>Until</dt>
        <Value testId="siwx-expires" value={until ? new Date(until).toLocaleString() : undefined} />
      </dl>
      <div className="buttons">
        <button
          type="button"
          disabled={!session || !address || !caipNetworkId}
          onClick={() => {
            if (address && caipNetworkId) void siwx.revokeSession(caipNetworkId, address)
          }}
        >
          Sign out
        </button>
        <button
          type="button"
          disabled={!isConnected || Boolean(session)}
          onClick={() => void open({ view: 'SIWXSignMessage' })}
        >
          Sign in
        </button>
      </div>
    </Card>
  )
}
