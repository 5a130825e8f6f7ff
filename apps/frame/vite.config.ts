// the config is bundled by Vite without the gangway-source condition: the source file itself

import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig, type Plugin } from 'vite'
import { frameAncestors } from '../../packages/protocol/src/frameAncestors.ts'

const API_URL = process.env.GANGWAY_API_URL ?? 'http://localhost:4000'
const FRAME_ORIGIN = process.env.FRAME_ORIGIN ?? 'http://localhost:4001'
const API_URL_PLACEHOLDER = '%GANGWAY_API_URL%'

/**
 * FOR FRAME DEVELOPMENT ONLY (`npm run dev -w @gangway/frame`). Production, `npm start` and the e2e suite
 * serve the built frame from the Gangway server (`packages/server/src/frame`), which fills in the API URL
 * and sends the full CSP. Here: the API URL from GANGWAY_API_URL, and `frame-ancestors` from the project's
 * allowed origins on the page (the dev server also answers Vite's own paths, so it must never be exposed).
 */
function devFrameHost(): Plugin {
  return {
    name: 'gangway-frame-dev-host',
    apply: 'serve',
    transformIndexHtml: (html) => html.replaceAll(API_URL_PLACEHOLDER, API_URL),
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const url = new URL(req.url ?? '/', FRAME_ORIGIN)
        if (url.pathname === '/' || url.pathname === '/index.html') {
          let origins: string[] = []
          const projectId = url.searchParams.get('projectId')
          if (projectId) {
            try {
              const answer = await fetch(
                `${API_URL.replace('//localhost', '//127.0.0.1')}/auth/v1/origins?projectId=${encodeURIComponent(projectId)}`,
                { headers: { origin: FRAME_ORIGIN } },
              )
              if (answer.ok) origins = ((await answer.json()) as { allowedOrigins: string[] }).allowedOrigins
            } catch {
              // server down: embed nowhere
            }
          }
          res.setHeader('content-security-policy', `frame-ancestors ${frameAncestors(origins)}`)
        }
        next()
      })
    },
  }
}

export default defineConfig({
  // workspace packages from their TypeScript sources
  resolve: { conditions: ['gangway-source', ...defaultClientConditions] },
  plugins: [react(), devFrameHost()],
  server: {
    port: Number(process.env.FRAME_PORT ?? 4001),
    strictPort: true,
    warmup: { clientFiles: ['./src/main.tsx'] },
  },
  optimizeDeps: { include: ['react', 'react-dom/client', 'react/jsx-runtime', 'zod/mini', 'viem'] },
  // the CSP allows no inline script or style: no inlined assets, no module-preload polyfill script
  // two pages: the frame, and the social login's redirect page (served by the frame host at /social/callback)
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: {
        frame: fileURLToPath(new URL('./index.html', import.meta.url)),
        socialCallback: fileURLToPath(new URL('./social/callback.html', import.meta.url)),
      },
      // @farcaster/auth-client makes a default OP Mainnet client at module level for verifying, which the frame
      // never does: marked pure, it (and viem's client and chain code) is left out of the bundle
      treeshake: { manualPureFunctions: ['createPublicClient', 'http'] },
    },
  },
})
