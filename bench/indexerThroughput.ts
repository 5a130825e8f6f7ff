import { deployments } from '@gangway/devnet'
import { deployDevnet } from '@gangway/devnet/deploy'
import { startTestChains } from '@gangway/devnet/testChains'
import { createPublicClient, createTestClient, erc20Abi, http, parseEther, publicActions, walletActions } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { createIndexer } from '../packages/server/src/activity/createIndexer.ts'
import { openDatabase } from '../packages/server/src/db/openDatabase.ts'

/**
 * Activity indexer benchmark (issue 6): a fresh seeded anvil gets BLOCKS blocks, each with one native and
 * one ERC-20 transfer (two transactions per block, anvil mining on demand), then the indexer reads the chain
 * from block 0 into PGlite in memory (and into PostgreSQL when DATABASE_URL is set). Reports blocks/s and
 * transfers/s, and the same chain read with bare viem calls (what the RPC costs alone) as a ratio.
 * Run: `npm run bench:indexer` (BLOCKS to change).
 */
const BLOCKS = Number(process.env.BLOCKS ?? 1000)
const account = mnemonicToAccount('test test test test test test test test test test test junk', { addressIndex: 0 })
const chains = await startTestChains([31337])
try {
  const rpcUrl = chains.chains[0]?.rpcUrls.default.http[0] as string
  await deployDevnet(rpcUrl)
  const client = createTestClient({ mode: 'anvil', transport: http(rpcUrl), account })
    .extend(publicActions)
    .extend(walletActions)
  await client.setAutomine(false)
  const to = '0x000000000000000000000000000000000000dEaD'
  let nonce = await client.getTransactionCount({ address: account.address })
  for (let i = 0; i < BLOCKS; i++) {
    await client.sendTransaction({ chain: null, to, value: parseEther('0.001'), nonce: nonce++, gas: 21_000n })
    await client.writeContract({
      chain: null,
      address: deployments.tokens.gwt?.address as `0x${string}`,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to, 1n],
      nonce: nonce++,
      gas: 60_000n,
    })
    await client.mine({ blocks: 1 })
  }
  const head = Number(await client.getBlockNumber())
  console.log(`chain: ${head + 1} blocks, ${BLOCKS * 2} transactions added`)

  // bare: the same blocks and receipts read with viem the way the indexer does (batched), nothing written
  const reader = createPublicClient({ transport: http(rpcUrl, { batch: true }), cacheTime: 0 })
  let started = performance.now()
  for (let from = 0; from <= head; from += 50) {
    const numbers = Array.from({ length: Math.min(50, head - from + 1) }, (_, i) => BigInt(from + i))
    await Promise.all(
      numbers.map(async (n) => {
        await reader.getBlock({ blockNumber: n, includeTransactions: true })
        await reader.request({ method: 'eth_getBlockReceipts' as never, params: [`0x${n.toString(16)}`] as never })
      }),
    )
  }
  const bareMs = performance.now() - started
  console.log(`bare RPC reads: ${((head + 1) / (bareMs / 1000)).toFixed(0)} blocks/s`)

  const targets = [
    { name: 'pglite (memory)', target: { kind: 'pglite' as const, dataDir: undefined } },
    ...(process.env.DATABASE_URL
      ? [{ name: 'postgres', target: { kind: 'postgres' as const, url: process.env.DATABASE_URL } }]
      : []),
  ]
  for (const { name, target } of targets) {
    const database = await openDatabase(target)
    started = performance.now()
    await createIndexer({ db: database.db, chainId: 'eip155:31337', rpcUrl, confirmations: 0, startBlock: 0 }).catchUp()
    const ms = performance.now() - started
    const transfers = await database.db
      .selectFrom('transfers')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
    console.log(
      `indexer on ${name}: ${(ms / 1000).toFixed(2)} s, ${((head + 1) / (ms / 1000)).toFixed(0)} blocks/s, ` +
        `${(Number(transfers.n) / (ms / 1000)).toFixed(0)} transfers/s (${transfers.n} transfers), ` +
        `${((bareMs / ms) * 100).toFixed(0)} % of bare RPC reads`,
    )
    await database.close()
  }
} finally {
  await chains.stop()
}
