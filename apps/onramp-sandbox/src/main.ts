import { DEV_ONRAMP_SECRET } from './devOnrampProviders.ts'
import { SANDBOX_HOST, SANDBOX_PORT } from './sandboxConstants.ts'
import { startOnrampSandbox } from './startOnrampSandbox.ts'

/**
 * `npm start -w @gangway/onramp-sandbox`: the local on-ramp provider on ONRAMP_SANDBOX_PORT (default 4003),
 * sharing ONRAMP_SANDBOX_SECRET (default the dev secret of `devOnrampProviders()`) with the server, paying
 * from the devnet's on-ramp treasury on the devnet chains (`npm run devnet` or `npm start` runs them). `--quiet`
 * (the repo's `npm start`, whose banner lists it) prints nothing once it is up.
 */
const sandbox = await startOnrampSandbox({
  port: Number(process.env.ONRAMP_SANDBOX_PORT ?? SANDBOX_PORT),
  host: process.env.ONRAMP_SANDBOX_HOST ?? SANDBOX_HOST,
  secret: process.env.ONRAMP_SANDBOX_SECRET ?? DEV_ONRAMP_SECRET,
})
if (!process.argv.includes('--quiet'))
  console.log(`on-ramp sandbox at ${sandbox.url} (dev only; test card 4242 4242 4242 4242)`)
const stop = () => void sandbox.stop().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
