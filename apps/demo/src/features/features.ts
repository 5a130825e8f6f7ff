/** Where a feature stands: usable on this page now, or the issue it lands with. */
export type FeatureStatus = { live: true } | { live: false; issue: number }

export type Feature = {
  id: string
  title: string
  blurb: string
  status: FeatureStatus
}

/**
 * The product's features as the demo presents them (SPEC §1), in the order they land. A feature moves to
 * `live: true` in the change that makes it work, and gets a card of its own on the page.
 */
export const FEATURES: readonly Feature[] = [
  {
    id: 'connect',
    title: 'Connect any wallet',
    blurb: 'Installed wallets, Coinbase Wallet, WalletConnect QR through your own relay, and the wallet registry.',
    status: { live: true },
  },
  {
    id: 'email',
    title: 'E-mail login',
    blurb: 'An embedded wallet behind a one-time code, approved in a secure frame.',
    status: { live: true },
  },
  {
    id: 'account',
    title: 'Account view',
    blurb: 'Balances, activity, send and receive — from your own server.',
    status: { live: true },
  },
  { id: 'networks', title: 'Networks', blurb: 'Switch chains; unsupported ones are flagged.', status: { live: true } },
  {
    id: 'siwx',
    title: 'Sign in with X',
    blurb: 'One-step sign-in, sessions on your own server.',
    status: { live: true },
  },
  { id: 'solana', title: 'Solana', blurb: 'Solana wallets, balances and send.', status: { live: true } },
  {
    id: 'social',
    title: 'Social login',
    blurb: 'Google, GitHub, Apple, Farcaster and more.',
    status: { live: true },
  },
  { id: 'swap', title: 'Swap', blurb: 'On-chain quotes and swaps.', status: { live: true } },
  { id: 'onramp', title: 'Buy crypto', blurb: 'On-ramp providers as plug-ins.', status: { live: true } },
  { id: 'names', title: 'Account names', blurb: 'Register and resolve names.', status: { live: true } },
  {
    id: 'smart',
    title: 'Smart accounts',
    blurb: 'Batched calls and sponsored gas.',
    status: { live: true },
  },
  {
    id: 'multi',
    title: 'Multi-wallet',
    blurb: 'Several wallets connected at once.',
    status: { live: true },
  },
  {
    id: 'bitcoin',
    title: 'Bitcoin',
    blurb:
      'Payment and ordinal accounts, PSBT sends with a fee rate, BIP-322 sign-in (and Polkadot and Cosmos through WalletConnect).',
    status: { live: true },
  },
]
