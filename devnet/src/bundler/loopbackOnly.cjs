// Preloaded into the bundler (alto) process by startBundler: alto's HTTP server listens on 0.0.0.0 with no
// option to change it; this makes every `listen` that asks for 0.0.0.0 / :: (or no host) take 127.0.0.1
// instead, so the devnet's bundler — which holds funded keys — is reachable from this machine only.
const net = require('node:net')
const listen = net.Server.prototype.listen
const wildcard = (host) => host === undefined || host === '0.0.0.0' || host === '::'
net.Server.prototype.listen = function (...args) {
  const [first] = args
  if (first && typeof first === 'object' && !Array.isArray(first) && 'port' in first && wildcard(first.host)) {
    args[0] = { ...first, host: '127.0.0.1' }
  } else if (typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first))) {
    if (typeof args[1] !== 'string' || wildcard(args[1])) {
      if (typeof args[1] === 'string') args[1] = '127.0.0.1'
      else args.splice(1, 0, '127.0.0.1')
    }
  }
  return listen.apply(this, args)
}
