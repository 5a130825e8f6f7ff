import type { SIWXSession } from '@gangway/react'
import { useAppKit, useAppKitAccount, useAppKitNetwork, useAppKitSIWX } from '@gangway/react'
import type { GangwayAuthentication } from '@gangway/siwx'
import { useEffect, useState } from 'react'
import { FeatureCard } from './features/FeatureCard.tsx'

/**
 * Sign in with X: who is signed in (the session the Gangway server keeps for this address and network),
 * a sign-out that revokes it on the server, and a way to sign in again.
 */
export function SignInCard() {
  const siwx = useAppKitSIWX<GangwayAuthentication>()
  const { open } = useAppKit()
  const { address, isConnected } = useAppKitAccount()
  const { caipNetworkId } = useAppKitNetwork()
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

  if (!siwx) return null
  return (
    <FeatureCard
      id="siwx"
      title="Sign in with X"
      blurb="After connecting, the wallet signs a sign-in message; the session is kept by this machine's own server."
    >
      <dl>
        <dt>Signed in as</dt>
        <dd data-testid="siwx-address">{session?.data.accountAddress ?? '—'}</dd>
        <dt>On network</dt>
        <dd data-testid="siwx-chain">{session?.data.chainId ?? '—'}</dd>
        <dt>Until</dt>
        <dd data-testid="siwx-expires">{session?.data.expirationTime ?? '—'}</dd>
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
    </FeatureCard>
  )
}
