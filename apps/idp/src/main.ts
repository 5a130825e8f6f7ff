import { startIdp } from './startIdp.ts'

/**
 * `npm start -w @gangway/idp`: the local provider on IDP_PORT (default 4002), accepting the redirect URIs
 * in IDP_REDIRECT_URIS (comma-separated; default the frame's `http://localhost:4001/social/callback`).
 * Prints the `SOCIAL_PROVIDERS` value that points the Gangway server at it.
 */
const idp = await startIdp({
  port: Number(process.env.IDP_PORT ?? 4002),
  host: process.env.IDP_HOST ?? '127.0.0.1',
  ...(process.env.IDP_REDIRECT_URIS ? { redirectUris: process.env.IDP_REDIRECT_URIS.split(',') } : {}),
})
console.log(`local social provider at ${idp.url} (dev only)`)
console.log(`SOCIAL_PROVIDERS='${JSON.stringify(idp.socialProviders)}'`)
const stop = () => void idp.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
