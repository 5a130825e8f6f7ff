import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { deployments } from '@gangway/devnet'
import { deployDevnet } from '@gangway/devnet/deploy'
import { startTestChains } from '@gangway/devnet/testChains'
import { createTestClient, erc20Abi, erc721Abi, type Hex, http, parseEther, publicActions, walletActions } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseTarget } from '../db/openDatabase.ts'
import { openDatabase } from '../db/openDatabase.ts'
import { databaseTargets } from '../test/databaseTargets.ts'
import { createIndexer } from './createIndexer.ts'

const MNEMONIC = 'test test test test test test test test test test test junk'
const account0 = mnemonicToAccount(MNEMONIC, { addressIndex: 0 })
const account6 = mnemonicToAccount(MNEMONIC, { addressIndex: 6 })
const CHAIN = 'eip155:31337'
const GWT = deployments.tokens.gwt?.address as Hex
const NFT = deployments.nft.address as Hex

const targets = databaseTargets()
let chains: Awaited<ReturnType<typeof startTestChains>>
let rpcUrl: string
const client = () =>
  createTestClient({ mode: 'anvil', transport: http(rpcUrl), account: account0 })
    .extend(publicActions)
    .extend(walletActions)
const mined = async (hash: Promise<Hex>) => {
  const receipt = await client().waitForTransactionReceipt({ hash: await hash })
  return receipt.transactionHash.toLowerCase()
}
const sendEth = (to: Hex, eth: string) => mined(client().sendTransaction({ chain: null, to, value: parseEther(eth) }))
const sendGwt = (to: Hex, amount: bigint) =>
  mined(
    client().writeContract({ chain: null, address: GWT, abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
  )

/** The database's transfers as `hash:logIndex` keys (duplicates would show as a shorter set). */
async function transferKeys(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  const rows = await db.selectFrom('transfers').select(['tx_hash', 'log_index']).where('chain_id', '=', CHAIN).execute()
  return rows.map((r) => `${r.tx_hash}:${r.log_index}`)
}

describe.each(targets)('activity indexer on $name', ({ name, target }) => {
  // a chain of its own per backend: the tests move the seeded NFT and need to find it where the seeding left it
  beforeAll(async () => {
    chains = await startTestChains([31337])
    rpcUrl = chains.chains[0]?.rpcUrls.default.http[0] as string
    await deployDevnet(rpcUrl)
  }, 60_000)
  afterAll(() => chains?.stop())
  let dataDir: string | undefined
  const persistentTarget = async (): Promise<DatabaseTarget> => {
    if (name !== 'pglite') return target()
    dataDir = mkdtempSync(join(tmpdir(), 'gangway-indexer-'))
    return { kind: 'pglite', dataDir }
  }
  afterAll(() => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  it('records native, ERC-20 and ERC-721 transfers (mints from the seeding included)', async () => {
    const database = await openDatabase(await target())
    try {
      const native = await sendEth(account6.address, '1.25')
      const token = await sendGwt(account6.address, 7n * 10n ** 18n)
      const nft = await mined(
        client().writeContract({
          chain: null,
          address: NFT,
          abi: erc721Abi,
          functionName: 'transferFrom',
          args: [account0.address, account6.address, 1n],
        }),
      )
      await createIndexer({ db: database.db, chainId: CHAIN, rpcUrl, confirmations: 0, startBlock: 0 }).catchUp()
      const rows = await database.db
        .selectFrom('transfers')
        .selectAll()
        .where('recipient', '=', account6.address.toLowerCase())
        .orderBy('block_number')
        .execute()
      expect(rows.map((r) => [r.tx_hash, r.kind, r.amount, r.token_id])).toEqual([
        [native, 'native', '1250000000000000000', null],
        [token, 'erc20', '7000000000000000000', null],
        [nft, 'erc721', '1', '1'],
      ])
      const mints = await database.db
        .selectFrom('transfers')
        .select('token_id')
        .where('kind', '=', 'erc721')
        // the collection's mints (the Uniswap v3 position manager mints liquidity positions as NFTs too)
        .where('contract', '=', NFT.toLowerCase())
        .where('sender', '=', '0x0000000000000000000000000000000000000000')
        .execute()
      expect(mints.map((m) => m.token_id).sort()).toEqual(['1', '2', '3', '4', '5'])
      const contract = await database.db
        .selectFrom('token_contracts')
        .selectAll()
        .where('address', '=', GWT.toLowerCase())
        .executeTakeFirstOrThrow()
      expect(contract).toMatchObject({ kind: 'erc20', symbol: 'GWT', decimals: 18 })
    } finally {
      await database.close()
    }
  }, 60_000)

  it('leaves blocks alone until they have the confirmation depth', async () => {
    const database = await openDatabase(await target())
    try {
      const indexer = createIndexer({ db: database.db, chainId: CHAIN, rpcUrl, confirmations: 2, startBlock: 0 })
      await indexer.catchUp()
      const hash = await sendEth(account6.address, '0.5')
      await indexer.catchUp()
      expect(await transferKeys(database.db)).not.toContain(`${hash}:-1`)
      await client().mine({ blocks: 1 })
      await indexer.catchUp()
      expect(await transferKeys(database.db)).not.toContain(`${hash}:-1`)
      await client().mine({ blocks: 1 })
      await indexer.catchUp()
      expect(await transferKeys(database.db)).toContain(`${hash}:-1`)
    } finally {
      await database.close()
    }
  }, 60_000)

  it('continues after a restart mid-chain without gaps or duplicates', async () => {
    const dbTarget = await persistentTarget()
    let database = await openDatabase(dbTarget)
    const sent: string[] = []
    const options = { chainId: CHAIN, rpcUrl, confirmations: 0, startBlock: 0, batchSize: 3, pollMs: 20 }
    const running = createIndexer({ db: database.db, ...options })
    running.start()
    for (let i = 0; i < 6; i++) sent.push(await sendEth(account6.address, '0.01'))
    await running.stop() // stopped while blocks were still coming
    await database.close()
    for (let i = 0; i < 4; i++) sent.push(await sendGwt(account6.address, 1n))
    database = await openDatabase(dbTarget) // a new process: only what was committed is there
    try {
      await createIndexer({ db: database.db, ...options }).catchUp()
      const keys = await transferKeys(database.db)
      expect(new Set(keys).size).toBe(keys.length)
      for (const hash of sent) expect(keys.some((k) => k.startsWith(`${hash}:`))).toBe(true)
      // a fresh one-pass index of the same chain finds exactly the same transfers
      const fresh = await openDatabase(await target())
      try {
        await createIndexer({ db: fresh.db, ...options, batchSize: 1000 }).catchUp()
        expect((await transferKeys(fresh.db)).sort()).toEqual([...keys].sort())
      } finally {
        await fresh.close()
      }
      const blocks = await database.db
        .selectFrom('indexed_blocks')
        .select('number')
        .where('chain_id', '=', CHAIN)
        .orderBy('number')
        .execute()
      const head = Number(await client().getBlockNumber())
      expect(blocks.at(-1)?.number).toBe(head)
      expect(blocks.map((b) => b.number)).toEqual(
        Array.from({ length: blocks.length }, (_, i) => head - blocks.length + 1 + i),
      )
    } finally {
      await database.close()
    }
  }, 90_000)

  it('drops what a reorg removed and indexes the new branch', async () => {
    const database = await openDatabase(await target())
    try {
      const indexer = createIndexer({ db: database.db, chainId: CHAIN, rpcUrl, confirmations: 0, startBlock: 0 })
      await indexer.catchUp()
      const snapshot = await client().snapshot()
      const orphaned = await sendEth(account6.address, '0.2')
      await indexer.catchUp()
      expect(await transferKeys(database.db)).toContain(`${orphaned}:-1`)
      await client().revert({ id: snapshot })
      await client().mine({ blocks: 1 })
      const replacement = await sendEth(account6.address, '0.3')
      expect(await indexer.step()).toMatchObject({ kind: 'rewound' })
      await indexer.catchUp()
      const keys = await transferKeys(database.db)
      expect(keys).not.toContain(`${orphaned}:-1`)
      expect(keys).toContain(`${replacement}:-1`)
    } finally {
      await database.close()
    }
  }, 60_000)

  it('starts over when the chain was replaced (a devnet restarted from scratch)', async () => {
    const database = await openDatabase(await target())
    const other = await startTestChains([31337])
    try {
      const otherUrl = other.chains[0]?.rpcUrls.default.http[0] as string
      await createIndexer({ db: database.db, chainId: CHAIN, rpcUrl, confirmations: 0, startBlock: 0 }).catchUp()
      expect((await transferKeys(database.db)).length).toBeGreaterThan(0)
      const replaced = createIndexer({
        db: database.db,
        chainId: CHAIN,
        rpcUrl: otherUrl,
        confirmations: 0,
        startBlock: 0,
      })
      expect(await replaced.step()).toEqual({ kind: 'rewound', to: undefined })
      await replaced.catchUp()
      expect(await transferKeys(database.db)).toEqual([])
    } finally {
      await other.stop()
      await database.close()
    }
  }, 60_000)
})
