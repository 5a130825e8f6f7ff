import { startIdp } from './startIdp.ts'

/**
 * `npm start -w @gangway/idp`: the local provider on IDP_PORT (default 4002), accepting the redirect URIs
 * in IDP_REDIRECT_URIS (comma-separated; default the frame's `http://localhost:4001/social/callback`).
 * The server's `SOCIAL_PROVIDERS` for it is `devSocialProviders()` (it uses the dev Apple key). `--quiet`
 * (`npm start` of the repo, whose banner lists it) prints nothing once it is up.
 */
const idp = await startIdp({
  port: Number(process.env.IDP_PORT ?? 4002),
  host: process.env.IDP_HOST ?? '127.0.0.1',
  ...(process.env.IDP_REDIRECT_URIS ? { redirectUris: process.env.IDP_REDIRECT_URIS.split(',') } : {}),
})
if (!process.argv.includes('--quiet'))
  console.log(`local social login provider at ${idp.url} (dev only; dev users alice, bob, carol)`)
const stop = () => void idp.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
