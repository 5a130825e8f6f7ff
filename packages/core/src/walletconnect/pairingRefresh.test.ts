import { startWebWallet, until, WEB_WALLET_ACCOUNTS, withTestRelay } from '@gangway/wallet/web'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../actions/connect.ts'
import { ConstantsUtil } from '../constants.ts'
import { destroyKit } from '../createKit.ts'
import { gangwayDevnetA } from '../networks/index.ts'
import { walletConnectSite } from '../test/walletConnectSite.ts'

// WalletConnect's own switch for test runs: the clients call no verify or telemetry host.
process.env.IS_VITEST = 'true'

const relay = withTestRelay()
const topicOf = (uri: string) => uri.slice(3, uri.indexOf('@'))

afterEach(() => {
  vi.useRealTimers()
})

describe('the pairing link’s 4 minutes (SPEC §9) on the kit’s one WalletConnect session', () => {
  it('is reused while valid; asked again once expired, the stale proposal is abandoned — the wallet approving the old link connects nothing — and the fresh link connects, for every caller', async () => {
    const web = await startWebWallet(relay.relayUrl)
    const site = walletConnectSite({
      apiUrl: relay.url,
      relayUrl: relay.relayUrl,
      networks: [gangwayDevnetA],
      adapters: () => [], // eip155 through the universal adapter: the session owner alone
    })
    const kit = await site.load()
    const pairing = () => kit.stores.connections.get().pairing?.uri
    // the first link was made 3 min 50 s ago (only Date is faked, and only while it is made: the sign client's
    // and the relay's timers run for real, and nothing signs a relay token dated in the future)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() - (ConstantsUtil.PAIRING_EXPIRY_MS - ConstantsUtil.PAIRING_EXPIRED_WITHIN_MS))
    const first = connect(kit, { connectorId: 'walletConnect' })
    first.catch(() => undefined)
    const stale = await until(pairing)

    // asked again while the link is valid: the same pairing, no second proposal
    const again = connect(kit, { connectorId: 'walletConnect' })
    again.catch(() => undefined)
    expect(pairing()).toBe(stale)

    // now, 3 min 50 s after the link was made: the dialog's QR refresh asks again
    vi.useRealTimers()
    kit.stores.connections.set({ pairing: undefined })
    const refreshed = connect(kit, { connectorId: 'walletConnect' })
    refreshed.catch(() => undefined)
    const fresh = await until(() => {
      const uri = pairing()
      return uri && uri !== stale ? uri : undefined
    })
    expect(topicOf(fresh)).not.toBe(topicOf(stale))

    // the wallet scans the old link and approves: the site hears nothing of it
    await web.wallet.pair(stale)
    await until(() => (web.wallet.sessions().length === 1 ? true : undefined))
    expect(kit.stores.chains.get().accounts.eip155?.isConnected ?? false).toBe(false)

    // the fresh link connects — and every caller, the ones that waited on the stale link too
    await web.wallet.pair(fresh)
    await Promise.all([first, again, refreshed])
    expect(kit.stores.chains.get().accounts.eip155?.address).toBe(WEB_WALLET_ACCOUNTS.eip155)
    const session = kit.walletConnect?.session?.provider.session
    expect(session?.pairingTopic).toBe(topicOf(fresh))
    expect(web.proposals).toHaveLength(2)
    expect(web.proposals.map((p) => p.pairingTopic)).toEqual([topicOf(stale), topicOf(fresh)])
    expect(relay.outside).toEqual([])
    destroyKit(kit)
    await web.close()
  }, 120_000)
})
