/**
 * What `npm start` runs and where, in one place: the banner it prints once everything answers, and the root
 * README's table (`stackBanner.test.ts` fails when the README's table is not exactly `stackTable()`).
 */
export type StackRow = { what: string; address: string }

/** Where to go first. */
export const DEMO_URL = 'http://localhost:5173'

/** What a newcomer does first (the banner's opening lines and the README's sentence above the table). */
export const FIRST_STEPS = [
  `Open ${DEMO_URL} and click "Connect Wallet", then "Gangway Dev Wallet"; its approval panel appears top right.`,
  'Its “Try it with” panel switches chains (EVM, Solana, Bitcoin), several wallets at once, sign-in, language and theme.',
]

/** Every service of the local stack: the demo first, then what a visitor opens, then the parts underneath. */
export const STACK_ROWS: readonly StackRow[] = [
  { what: 'demo dapp', address: DEMO_URL },
  {
    what: 'WalletConnect-only site (Polkadot, Cosmos, Solana via the web wallet)',
    address: `${DEMO_URL}/basic.html?multichain=on`,
  },
  { what: 'WalletConnect web wallet', address: 'http://localhost:5174' },
  { what: 'dev mail inbox (login codes, device links)', address: 'http://localhost:4000/dev/mail' },
  { what: 'server (API; health: /healthz)', address: 'http://localhost:4000' },
  { what: 'WalletConnect relay', address: 'ws://localhost:4000/relay' },
  { what: 'secure login frame (built, served by the server)', address: 'http://localhost:4001' },
  { what: 'social login stand-in (dev users alice, bob, carol)', address: 'http://127.0.0.1:4002' },
  { what: 'on-ramp sandbox (test card 4242 4242 4242 4242)', address: 'http://127.0.0.1:4003' },
  { what: 'dev Farcaster client (the sign-in link opens it)', address: 'http://localhost:5174/farcaster.html' },
  {
    what: 'dev Coinbase Wallet popup (stands in for keys.coinbase.com)',
    address: 'http://localhost:5174/coinbase.html',
  },
  { what: 'devnet chain A (31337) / chain B (31338)', address: 'http://127.0.0.1:8545 / http://127.0.0.1:8546' },
  { what: 'local Solana chain (JSON-RPC / WebSocket)', address: 'http://localhost:8899 / ws://localhost:8900' },
  { what: 'Bitcoin regtest node (bcoin; dev accounts 0–4 hold 50 BTC)', address: 'http://127.0.0.1:18443' },
  { what: "OP Mainnet stand-in (chain 10: Farcaster's registries)", address: 'http://127.0.0.1:8547' },
  { what: 'ERC-4337 bundlers (alto) for chain A / chain B', address: 'http://127.0.0.1:4337 / http://127.0.0.1:4338' },
]

/** The README's table of `rows`: Markdown, columns padded to line up. */
export function stackTable(rows: readonly StackRow[] = STACK_ROWS): string {
  const width = Math.max('Service'.length, ...rows.map((r) => r.what.length))
  const addressWidth = Math.max('Address'.length, ...rows.map((r) => r.address.length))
  const line = (a: string, b: string) => `| ${a.padEnd(width)} | ${b.padEnd(addressWidth)} |`
  return [
    line('Service', 'Address'),
    `| ${'-'.repeat(width)} | ${'-'.repeat(addressWidth)} |`,
    ...rows.map((r) => line(r.what, r.address)),
  ].join('\n')
}

/** What `npm start` prints once every part answers: the first steps, then every row. */
export function stackBanner(rows: readonly StackRow[] = STACK_ROWS): string {
  const width = Math.max(...rows.map((r) => r.what.length))
  return [
    '',
    'Gangway is running (Ctrl-C stops everything).',
    '',
    ...FIRST_STEPS.map((s) => `  ${s}`),
    '',
    ...rows.map((r) => `  ${r.what.padEnd(width)}  ${r.address}`),
    '',
  ].join('\n')
}
