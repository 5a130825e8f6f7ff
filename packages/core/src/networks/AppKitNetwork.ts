import type { Chain } from 'viem'
import type { CaipNetwork } from './CaipNetwork.ts'

/**
 * What AppKit's options and `switchNetwork` accept (`@reown/appkit-common`'s `AppKitNetwork`): a viem `Chain`
 * (every EVM chain of `@gangway/react/networks`) or a `CaipNetwork` (Solana, Bitcoin, the devnets, or one made
 * with `defineChain`). The kit turns it into a CaipNetwork with `toCaipNetwork`.
 */
export type AppKitNetwork = Chain | CaipNetwork
