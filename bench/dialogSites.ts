import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { CLIENT_PACKAGES, packPackages } from '../scripts/packPackages.ts'

/**
 * The three sites `bench:dialog` compares, each the same minimal wagmi app (React, wagmi 2, react-query, one
 * network, one button) built by the same Vite with the same versions in one folder (`bench/.sites/`, outside
 * the workspace's resolution):
 *  - `floor`: the app and a plain `<dialog>` listing wagmi's connectors — what any connect dialog costs at least;
 *  - `gangway`: the app with `createAppKit` + `WagmiAdapter` from the packed `@gangway/*` tarballs and `<appkit-button>`;
 *  - `appkit`: the same app on Reown AppKit 1.8.0 (`@reown/appkit` + `@reown/appkit-adapter-wagmi`, Apache-2.0,
 *    installed from npm only to be built and measured).
 */
export const SITES = ['floor', 'gangway', 'appkit'] as const
export type SiteName = (typeof SITES)[number]

const VERSIONS = {
  '@tanstack/react-query': '5.108.0',
  react: '19.2.9',
  'react-dom': '19.2.9',
  viem: '2.57.20',
  wagmi: '2.19.5',
  vite: '8.3.8',
  '@vitejs/plugin-react': '6.3.0',
  '@reown/appkit': '1.8.0',
  '@reown/appkit-adapter-wagmi': '1.8.0',
}

export const HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" /><title>bench</title></head>
  <body><div id="root"></div><script type="module" src="/main.tsx"></script></body>
</html>
`
const VITE_CONFIG = `import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
// hidden source maps (no comment in the chunks, so no byte changes): \`bench:dialog -- --breakdown\` reads them
export default defineConfig({ plugins: [react()], build: { manifest: true, sourcemap: 'hidden' } })
`
// the app every site shares: wagmi's provider and react-query around the page
const RENDER = `const queryClient = new QueryClient()
const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>
    </WagmiProvider>,
  )
`
export const MAIN: Record<SiteName, string> = {
  floor: `import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useRef } from 'react'
import { createRoot } from 'react-dom/client'
import { createConfig, http, injected, useConnect, useConnectors, WagmiProvider } from 'wagmi'
import { mainnet } from 'wagmi/chains'

const wagmiConfig = createConfig({ chains: [mainnet], connectors: [injected()], transports: { [mainnet.id]: http() } })

function App() {
  const dialog = useRef<HTMLDialogElement>(null)
  const connectors = useConnectors()
  const { connect } = useConnect()
  return (
    <>
      <button type="button" id="open" onClick={() => dialog.current?.showModal()}>Connect Wallet</button>
      <dialog ref={dialog} data-view="Connect">
        <ul>
          {connectors.map((c) => (
            <li key={c.uid}>
              <button type="button" onClick={() => connect({ connector: c })}>{c.name}</button>
            </li>
          ))}
        </ul>
      </dialog>
    </>
  )
}
${RENDER}`,
  gangway: `import { WagmiAdapter } from '@gangway/adapter-evm'
import { createAppKit } from '@gangway/react'
import { mainnet } from '@gangway/react/networks'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'

const networks = [mainnet]
const adapter = new WagmiAdapter({ networks, projectId: 'local' })
const wagmiConfig = adapter.wagmiConfig
createAppKit({ projectId: 'local', adapters: [adapter], networks })

function App() {
  return <appkit-button />
}
${RENDER}`,
  appkit: `import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { mainnet } from '@reown/appkit/networks'
import { createAppKit } from '@reown/appkit/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'

const networks: [typeof mainnet] = [mainnet]
const adapter = new WagmiAdapter({ networks, projectId: 'bench' })
const wagmiConfig = adapter.wagmiConfig
createAppKit({ projectId: 'bench', adapters: [adapter], networks, features: { analytics: false } })

function App() {
  return <appkit-button />
}
${RENDER}`,
}

/**
 * Writes the sites into \`dir\`, installs their dependencies the first time (npm, needs the registry: run it
 * outside a network namespace), puts freshly packed \`@gangway/*\` tarballs in place (unless \`repack\` is
 * false and they exist) and builds each site with Vite (unless \`rebuild\` is false and it is built). Answers
 * each site's \`dist\`.
 */
export function prepareSites(dir: string, options: { repack: boolean; rebuild?: boolean }): Record<SiteName, string> {
  const pack = join(dir, 'pack')
  const tarball = (name: string) => join(pack, `${name.slice(1).replace('/', '-')}-0.1.0.tgz`)
  if (options.repack || !CLIENT_PACKAGES.every(({ name }) => existsSync(tarball(name)))) packPackages(pack)
  const tarballs = Object.fromEntries(
    CLIENT_PACKAGES.map(({ name }) => [name, `file:./pack/${tarball(name).split('/').pop()}`]),
  )
  const pkg = {
    name: 'gangway-bench-sites',
    private: true,
    type: 'module',
    dependencies: {
      ...VERSIONS,
      '@gangway/react': tarballs['@gangway/react'],
      '@gangway/adapter-evm': tarballs['@gangway/adapter-evm'],
    },
    overrides: tarballs,
  }
  const pkgFile = join(dir, 'package.json')
  const pkgText = `${JSON.stringify(pkg, null, 2)}\n`
  // without NODE_OPTIONS: the repo's gangway-source condition would send Vite to src/ files tarballs lack
  const env = { ...process.env, NODE_OPTIONS: '' }
  if (!existsSync(join(dir, 'node_modules/@reown/appkit'))) {
    writeFileSync(pkgFile, pkgText)
    execFileSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: dir, env, stdio: 'inherit' })
  }
  // the fresh tarballs over the installed copies (their dependencies are installed already)
  for (const { name } of CLIENT_PACKAGES) {
    const target = join(dir, 'node_modules', name)
    rmSync(target, { recursive: true, force: true })
    mkdirSync(target, { recursive: true })
    execFileSync('tar', ['-xzf', tarball(name), '-C', target, '--strip-components=1'])
  }
  const dists = {} as Record<SiteName, string>
  for (const site of SITES) {
    const siteDir = join(dir, site)
    dists[site] = join(siteDir, 'dist')
    if (options.rebuild === false && existsSync(join(dists[site], 'index.html'))) continue
    rmSync(siteDir, { recursive: true, force: true })
    mkdirSync(siteDir, { recursive: true })
    writeFileSync(join(siteDir, 'index.html'), HTML)
    writeFileSync(join(siteDir, 'vite.config.ts'), VITE_CONFIG)
    writeFileSync(join(siteDir, 'main.tsx'), MAIN[site])
    execFileSync(join(dir, 'node_modules/.bin/vite'), ['build', site, '--logLevel', 'error'], {
      cwd: dir,
      env,
      stdio: 'inherit',
    })
  }
  return dists
}
