import { createAppKit } from '@gangway/react'
import { cosmoshub, gangwayDevnetA, gangwayDevnetB, gangwaySolanaLocal, polkadot } from '@gangway/react/networks'

/**
 * `?multichain=on`: the local Solana chain, Polkadot and the Cosmos Hub too — one WalletConnect session approves
 * an account on each namespace (the universal adapter; none of these has an adapter on this page).
 */
export const multichainOn = new URLSearchParams(location.search).get('multichain') === 'on'

/** The WalletConnect-only page's dialog: no adapters, so WalletConnect (through our relay) is the way in. */
export function createBasicAppKit() {
  return createAppKit({
    projectId: 'local',
    networks: multichainOn
      ? [gangwayDevnetA, gangwayDevnetB, gangwaySolanaLocal, polkadot, cosmoshub]
      : [gangwayDevnetA, gangwayDevnetB],
    metadata: {
      name: 'Gangway demo (WalletConnect only)',
      description: 'The Gangway dialog with no adapters',
      url: location.origin,
      icons: [],
    },
  })
}
