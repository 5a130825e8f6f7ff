import type { CreateAppKit } from '@gangway/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

/**
 * The options page (`/options.html?options=<JSON>`): the dialog made with `createAppKit` options given in
 * the URL (any JSON-serializable ones: features, legal URLs, customWallets, images …; `&mobile=1` makes it
 * a phone), rendered with AppKit's React components. The e2e spec `options.spec.ts` drives it.
 */
const params = new URLSearchParams(location.search)
if ((import.meta.env.DEV || import.meta.env.VITE_DEV_WALLET === 'on') && params.get('devwallet') !== 'off')
  await import('@gangway/wallet/inject')
const { WagmiAdapter } = await import('@gangway/adapter-evm')
const { AppKitButton, AppKitNetworkButton, createAppKit } = await import('@gangway/react')
const { gangwayDevnetA, gangwayDevnetB, mainnet } = await import('@gangway/react/networks')

const fromUrl = JSON.parse(params.get('options') ?? '{}') as Partial<CreateAppKit>
/** `&networks=mainnet,gangwayDevnetA`: the site's networks by name, in order (default both devnets). */
const known = { gangwayDevnetA, gangwayDevnetB, mainnet } as const
const named = (params.get('networks') ?? 'gangwayDevnetA,gangwayDevnetB').split(',').map((name) => {
  const network = known[name as keyof typeof known]
  if (!network) throw new Error(`options page: unknown network ${name} (one of ${Object.keys(known).join(', ')})`)
  return network
})
const networks = named as [(typeof named)[number], ...(typeof named)[number][]]
const appKit = createAppKit({
  projectId: 'local',
  networks,
  adapters: [new WagmiAdapter({ networks, projectId: 'local' })],
  ...fromUrl,
  ...(params.get('mobile') === '1' ? { isMobile: () => true } : {}),
})

/** `&open=EmailLogin`: the page opens the dialog on that view at start (AppKit's `open({ view })`). */
const view = params.get('open')
if (view) void appKit.open({ view } as Parameters<typeof appKit.open>[0])

const root = document.getElementById('root')
if (!root) throw new Error('demo: #root is missing')
createRoot(root).render(
  <StrictMode>
    <header>
      <h1>createAppKit options</h1>
      <AppKitNetworkButton />
      <AppKitButton />
    </header>
    <pre data-testid="options">{JSON.stringify(fromUrl, null, 2)}</pre>
  </StrictMode>,
)
