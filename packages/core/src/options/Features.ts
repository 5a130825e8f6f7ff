export type SocialProvider = 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord' | 'farcaster'
export type ConnectMethod = 'email' | 'social' | 'wallet'
/** Groups of the Connect list (AppKit's `features.connectorTypeOrder`). */
export type ConnectorTypeOrder =
  | 'walletConnect'
  | 'recent'
  | 'injected'
  | 'featured'
  | 'custom'
  | 'external'
  | 'recommended'
/** Account's wallet actions (AppKit's `features.walletFeaturesOrder`). */
export type WalletFeature = 'swaps' | 'send' | 'receive' | 'onramp'

/**
 * AppKit 1.8's `features` option (every key optional), plus `activity`, `multiWallet` and `reownBranding`:
 * AppKit's remote features, which a Gangway site may also set itself. `history` is AppKit's local name of
 * `activity`. What each does in Gangway: packages/react/README.md, "createAppKit options".
 */
export type Features = {
  swaps?: boolean
  onramp?: boolean
  receive?: boolean
  send?: boolean
  email?: boolean
  /** `false` puts the wallets behind one "Continue with a wallet" button when e-mail login is shown. */
  emailShowWallets?: boolean
  socials?: SocialProvider[] | false
  /** AppKit's name of `activity` (the Activity tab). */
  history?: boolean
  analytics?: boolean
  allWallets?: boolean
  smartSessions?: boolean
  /** With `termsConditionsUrl`/`privacyPolicyUrl`: a checkbox that must be ticked before any wallet can be picked. */
  legalCheckbox?: boolean
  connectorTypeOrder?: ConnectorTypeOrder[]
  connectMethodsOrder?: ConnectMethod[]
  walletFeaturesOrder?: WalletFeature[]
  /** Wallets behind one "Continue with a wallet" button when e-mail login is shown. */
  collapseWallets?: boolean
  pay?: boolean
  reownAuthentication?: boolean
  /** Enables `useAppKitWallets` (AppKit's headless wallet list). */
  headless?: boolean
  activity?: boolean
  multiWallet?: boolean
  reownBranding?: boolean
}

/** The features after defaults (SPEC §9): every key set; `history` folded into `activity`. */
export type ResolvedFeatures = {
  swaps: boolean
  onramp: boolean
  receive: boolean
  send: boolean
  email: boolean
  emailShowWallets: boolean
  socials: SocialProvider[] | false
  activity: boolean
  analytics: boolean
  allWallets: boolean
  smartSessions: boolean
  legalCheckbox: boolean
  connectorTypeOrder: ConnectorTypeOrder[]
  connectMethodsOrder: ConnectMethod[]
  walletFeaturesOrder: WalletFeature[]
  collapseWallets: boolean
  pay: boolean
  reownAuthentication: boolean
  headless: boolean
  multiWallet: boolean
  reownBranding: boolean
}

/** SPEC §9 defaults (AppKit's, except analytics: off unless the site turns it on — DESIGN). */
export const DEFAULT_FEATURES: ResolvedFeatures = {
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  emailShowWallets: true,
  socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
  activity: true,
  analytics: false,
  allWallets: true,
  smartSessions: false,
  legalCheckbox: false,
  connectorTypeOrder: [],
  connectMethodsOrder: ['email', 'social', 'wallet'],
  walletFeaturesOrder: ['receive', 'onramp', 'swaps', 'send'],
  collapseWallets: false,
  pay: false,
  reownAuthentication: false,
  headless: false,
  multiWallet: false,
  reownBranding: true,
}
