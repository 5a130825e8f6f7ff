import { createAppKit } from '@gangway/react'
import { gangwayDevnetA, gangwayDevnetB } from '@gangway/react/networks'

/** The WalletConnect-only page's dialog: no adapters, so WalletConnect (through our relay) is the way in. */
export function createBasicAppKit() {
  return createAppKit({
    projectId: 'local',
    networks: [gangwayDevnetA, gangwayDevnetB],
    metadata: {
      name: 'Gangway demo (WalletConnect only)',
      description: 'The Gangway dialog with no adapters',
      url: location.origin,
      icons: [],
    },
  })
}
