import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig, type Plugin } from 'vite'
import { frameAncestors } from './src/frameAncestors.ts'

const API_URL = process.env.GANGWAY_API_URL ?? 'http://localhost:4000'
const FRAME_ORIGIN = process.env.FRAME_ORIGIN ?? 'http://localhost:4001'

/**
 * The frame page may only be embedded by the project's allowed origins: its HTML is answered with a CSP
 * `frame-ancestors` built from `/auth/v1/origins?projectId=` of the Gangway server (no project or an unknown
 * one: `'none'`).
 */
function frameAncestorsHeader(): Plugin {
  return {
    name: 'gangway-frame-ancestors',
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
                {
                  headers: { origin: FRAME_ORIGIN },
                },
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
  plugins: [react(), frameAncestorsHeader()],
  define: { 'import.meta.env.GANGWAY_API_URL': JSON.stringify(API_URL) },
  server: {
    port: Number(process.env.FRAME_PORT ?? 4001),
    strictPort: true,
    warmup: { clientFiles: ['./src/main.tsx'] },
  },
  optimizeDeps: { include: ['react', 'react-dom/client', 'react/jsx-runtime', 'zod/mini'] },
  build: { target: 'es2022' },
})
