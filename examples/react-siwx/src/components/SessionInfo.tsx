import type { ReownAuthentication } from '@reown/appkit-siwx'
import { useAppKitSIWX } from '@reown/appkit-siwx/react'
import { useEffect, useState } from 'react'

export function SessionInfo() {
  const siwx = useAppKitSIWX<ReownAuthentication>()
  const [sessionAccount, setSessionAccount] = useState<ReownAuthentication.SessionAccount>()
  const [signedIn, setSignedIn] = useState(false)

  useEffect(() => {
    if (!siwx) return
    // the session as the server keeps it, once signed in (and after every change)
    const read = () =>
      siwx
        .getSessionAccount()
        .then((account) => {
          setSessionAccount(account)
          setSignedIn(true)
        })
        .catch(() => {
          setSessionAccount(undefined)
          setSignedIn(false)
        })
    void read()
    return siwx.on('sessionChanged', () => void read())
  }, [siwx])

  async function signOut() {
    await siwx?.setSessions([])
  }

  return (
    <section className="code-container">
      <h2 className="code-container-title">Reown Authentication session</h2>
      <div className="code-container-content">
        <p data-testid="siwx-status">{signedIn ? 'signed in' : 'not signed in'}</p>
        <p>
          Address: <code data-testid="siwx-address">{sessionAccount?.address ?? '—'}</code>
        </p>
        <p>
          Network: <code data-testid="siwx-network">{sessionAccount?.caip2Network ?? '—'}</code>
        </p>
        {signedIn && (
          <button type="button" onClick={signOut}>
            Sign out
          </button>
        )}
      </div>
    </section>
  )
}

export default SessionInfo
