import { startDevnet } from './startDevnet.ts'

/** `npm run devnet`: starts both EVM chains and the Solana chain, prints where they are, stops on Ctrl-C / SIGTERM. */
const devnet = await startDevnet()
for (const chain of devnet.chains) console.log(`devnet: chain ${chain.id} ready at ${chain.rpcUrl}`)
for (const b of devnet.bundlers) console.log(`devnet: bundler for chain ${b.chainId} ready at ${b.url}`)
if (devnet.solana)
  console.log(`devnet: Solana (solana:localnet) ready at ${devnet.solana.rpcUrl} / ${devnet.solana.wsUrl}`)
if (devnet.bitcoin) console.log(`devnet: Bitcoin regtest (bcoin) ready at ${devnet.bitcoin.rpcUrl}`)
let stopping = false
const shutdown = async () => {
  if (stopping) return
  stopping = true
  await devnet.stop()
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
