#!/usr/bin/env node
// Installed from the package, this runs the built JavaScript (dist/main.js) with plain Node. Inside the Gangway
// repository npm's node-options set the `gangway-source` condition (.npmrc), which resolves the entry to the
// TypeScript sources: those run through tsx (a dev dependency of the repository), so nothing needs building.
const main = import.meta.resolve('@gangway/server/main')
if (main.endsWith('.ts')) (await import('tsx/esm/api')).register()
await import(main)
