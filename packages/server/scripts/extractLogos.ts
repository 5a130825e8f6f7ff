import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Maintainer's tool (not run by the server, never at run time): refreshes `logos/` from two npm packages,
 * fetched with `npm pack` at the pinned versions below and checked against their published shasums.
 *
 * - wallets: `thirdweb` (Apache-2.0) ships each wallet's logo as a data URI in
 *   `src/wallets/__generated__/wallet/<id>/image.ts` — the same ids as the registry seed (`seed/wallets.json`,
 *   taken from that very folder). The first WALLET_COUNT wallets by the seed's `order` are written as
 *   `logos/wallets/<id>.<webp|png|svg>`.
 * - networks and tokens: `@web3icons/core` (MIT), branded SVGs: `logos/assets/<imageId>.svg` for the networks
 *   core's built-in networks name by `assets.imageId`, `logos/tokens/<SYMBOL>.svg` for common tokens, and the
 *   WalletConnect mark as `logos/wallets/walletConnect.svg`.
 *
 * Run: `npx tsx packages/server/scripts/extractLogos.ts` (needs the npm registry), then commit `logos/`.
 */
const THIRDWEB = { spec: 'thirdweb@5.121.6', shasum: '8e70acd057ce098025649dca26329fcdd97dda22' }
const WEB3ICONS = { spec: '@web3icons/core@4.0.56' }
const WALLET_COUNT = 100

/** Built-in network image ids → the web3icons network file. */
const NETWORKS: Record<string, string> = {
  ethereum: 'ethereum',
  optimism: 'optimism',
  base: 'base',
  arbitrum: 'arbitrum-one',
  polygon: 'polygon',
  zksync: 'zksync',
  bsc: 'binance-smart-chain',
  gnosis: 'gnosis',
  avalanche: 'avalanche',
  fantom: 'fantom',
  kaia: 'kaia',
  aurora: 'aurora',
  celo: 'celo',
  linea: 'linea',
  scroll: 'scroll',
  zora: 'zora',
  mantle: 'mantle',
  blast: 'blast',
  solana: 'solana',
  bitcoin: 'bitcoin',
  polkadot: 'polkadot',
  cosmos: 'cosmos-hub',
}
/** Common tokens (by symbol, as the server's balances name their images). */
const TOKENS = [
  'ETH',
  'WETH',
  'USDC',
  'USDT',
  'DAI',
  'WBTC',
  'BTC',
  'SOL',
  'POL',
  'MATIC',
  'OP',
  'ARB',
  'LINK',
  'UNI',
  'BNB',
  'AVAX',
  'DOT',
  'ATOM',
  'XDAI',
  'CELO',
  'MNT',
  'FTM',
  'KAIA',
]

const here = dirname(fileURLToPath(import.meta.url))
const out = resolve(here, '../logos')
const work = mkdtempSync(join(tmpdir(), 'gangway-logos-'))

function unpack(spec: string, shasum?: string): string {
  const line = execFileSync('npm', ['pack', spec, '--json', '--pack-destination', work], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  })
  const [info] = JSON.parse(line) as { filename: string; shasum: string }[]
  if (!info) throw new Error(`npm pack ${spec} answered nothing`)
  if (shasum && info.shasum !== shasum) throw new Error(`${spec}: shasum ${info.shasum}, expected ${shasum}`)
  const dir = join(work, info.filename.replace(/\.tgz$/, ''))
  mkdirSync(dir)
  execFileSync('tar', ['xzf', join(work, info.filename), '-C', dir])
  return join(dir, 'package')
}

/** The SVG string a web3icons `*.svg.js` module exports. */
function web3icon(pkg: string, path: string): string {
  const js = readFileSync(join(pkg, 'dist/svgs', `${path}.svg.js`), 'utf8')
  const literal = /=\s*\n?\s*('(?:[^'\\]|\\.)*')/.exec(js)?.[1]
  if (!literal) throw new Error(`no SVG in ${path}`)
  // a single-quoted JS string literal: unescape it
  return new Function(`return ${literal}`)() as string
}

try {
  rmSync(out, { recursive: true, force: true })
  for (const kind of ['wallets', 'assets', 'tokens']) mkdirSync(join(out, kind), { recursive: true })

  const thirdweb = unpack(THIRDWEB.spec, THIRDWEB.shasum)
  const seed = JSON.parse(readFileSync(resolve(here, '../seed/wallets.json'), 'utf8')) as {
    wallets: { id: string; order: number }[]
  }
  const top = [...seed.wallets].sort((a, b) => a.order - b.order).slice(0, WALLET_COUNT)
  let wallets = 0
  for (const { id } of top) {
    let source: string
    try {
      source = readFileSync(join(thirdweb, 'src/wallets/__generated__/wallet', id, 'image.ts'), 'utf8')
    } catch {
      console.warn(`thirdweb has no image for ${id}`)
      continue
    }
    const match = /"data:image\/(webp|png|jpeg|svg\+xml);base64,([A-Za-z0-9+/=]+)"/.exec(source)
    if (!match) {
      console.warn(`no data URI for ${id}`)
      continue
    }
    const ext = { webp: 'webp', png: 'png', jpeg: 'jpg', 'svg+xml': 'svg' }[match[1] as string] as string
    writeFileSync(join(out, 'wallets', `${id}.${ext}`), Buffer.from(match[2] as string, 'base64'))
    wallets++
  }
  writeFileSync(join(out, 'wallets', 'LICENSE-thirdweb.txt'), readFileSync(join(thirdweb, 'LICENSE')))

  const icons = unpack(WEB3ICONS.spec)
  writeFileSync(join(out, 'wallets', 'walletConnect.svg'), web3icon(icons, 'wallets/branded/wallet-connect'))
  for (const [imageId, file] of Object.entries(NETWORKS)) {
    writeFileSync(join(out, 'assets', `${imageId}.svg`), web3icon(icons, `networks/branded/${file}`))
  }
  for (const symbol of TOKENS) {
    try {
      writeFileSync(join(out, 'tokens', `${symbol}.svg`), web3icon(icons, `tokens/branded/${symbol}`))
    } catch {
      console.warn(`web3icons has no token ${symbol}`)
    }
  }
  const license = readdirSync(icons).find((f) => /^licen[cs]e/i.test(f))
  writeFileSync(
    join(out, 'LICENSE-web3icons.txt'),
    license ? readFileSync(join(icons, license)) : 'MIT License — @web3icons/core (package.json "license": "MIT")\n',
  )
  console.log(`logos: ${wallets} wallets, ${Object.keys(NETWORKS).length} networks, tokens in ${out}`)
} finally {
  rmSync(work, { recursive: true, force: true })
}
