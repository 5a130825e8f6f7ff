import type { SIWXConfig, SIWXSession } from '@gangway/core'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { AppKitProvider } from '../AppKitProvider.tsx'
import { createAppKit } from '../createAppKit.ts'
import { mainnet } from '../networks.ts'
import { setPageInstance } from '../pageInstance.ts'
import { useAppKitSIWX } from './useAppKitSIWX.ts'

/** A site's own config with an extra method, to show the hook's generic type. */
type MyConfig = SIWXConfig & { whoIsSignedIn(): string | undefined }

function memoryConfig(): MyConfig {
  const sessions: SIWXSession[] = []
  return {
    createMessage: async (input) => ({
      ...input,
      domain: 'localhost',
      uri: 'http://localhost/',
      version: '1',
      nonce: 'n0nce123',
      toString: () => `sign in ${input.accountAddress}`,
    }),
    addSession: async (session) => void sessions.push(session),
    revokeSession: async () => void sessions.splice(0),
    setSessions: async (next) => void sessions.splice(0, sessions.length, ...next),
    getSessions: async () => [...sessions],
    whoIsSignedIn: () => sessions[0]?.data.accountAddress,
  }
}

function Probe({ report }: { report: (config: MyConfig | undefined) => void }) {
  const siwx = useAppKitSIWX<MyConfig>()
  report(siwx)
  return <span>{siwx ? 'sign-in on' : 'sign-in off'}</span>
}

describe('useAppKitSIWX', () => {
  it('answers the instance’s siwx config, typed by the caller (in Node: SSR-safe)', () => {
    const config = memoryConfig()
    let seen: MyConfig | undefined
    const html = renderToString(
      <AppKitProvider projectId="p" networks={[mainnet]} siwx={config}>
        <Probe report={(c) => (seen = c)} />
      </AppKitProvider>,
    )
    expect(html).toContain('sign-in on')
    expect(seen).toBe(config)
    expect(seen?.whoIsSignedIn()).toBeUndefined()
  })

  it('answers siweConfig adapted to SIWX, and undefined without sign-in or before createAppKit', () => {
    setPageInstance(undefined)
    let seen: SIWXConfig | undefined = memoryConfig()
    renderToString(<Probe report={(c) => (seen = c)} />)
    expect(seen).toBeUndefined()

    const plain = createAppKit({ projectId: 'p', networks: [mainnet] })
    renderToString(<Probe report={(c) => (seen = c)} />)
    expect(seen).toBeUndefined()
    expect(plain.getSIWX()).toBeUndefined()

    const siwe = createAppKit({
      projectId: 'p',
      networks: [mainnet],
      siweConfig: {
        getNonce: async () => 'abcdef123456',
        createMessage: () => 'message',
        verifyMessage: async () => true,
        getSession: async () => null,
        signOut: async () => true,
        required: false,
      },
    })
    renderToString(<Probe report={(c) => (seen = c)} />)
    expect(seen).toBe(siwe.getSIWX())
    expect(seen?.getRequired?.()).toBe(false)
    setPageInstance(undefined)
  })
})
