import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type OpenDatabase, openDatabase } from '../db/openDatabase.ts'
import { LOCAL_PROJECT } from '../projects/ProjectInput.ts'
import { projectStore } from '../projects/projectStore.ts'
import { databaseTargets } from '../test/databaseTargets.ts'
import { budgetDay, sponsorBudget } from './sponsorBudget.ts'

const account = '0xAbCd00000000000000000000000000000000abcd'

describe.each(databaseTargets())('sponsorBudget on $name', ({ target }) => {
  // one database per backend (opening PGlite is the slow part); each test counts for its own account
  let database: OpenDatabase
  beforeAll(async () => {
    database = await openDatabase(await target())
    await projectStore(database.db).create(LOCAL_PROJECT)
  }, 60_000)
  afterAll(async () => {
    await database?.close()
  })
  let serial = 0
  let key = { projectId: 'local', chainId: 31337, account }
  const open = async (now: () => number = Date.now) => {
    key = { ...key, account: `${account.slice(0, -4)}${(++serial).toString().padStart(4, '0')}` }
    return sponsorBudget(database.db, now)
  }

  it('attack: 20 parallel reservations cannot overspend the daily budget', async () => {
    const budget = await open()
    const costWei = 7n * 10n ** 15n
    const budgetWei = 5n * costWei + costWei / 2n
    const results = await Promise.all(Array.from({ length: 20 }, () => budget.reserve({ ...key, costWei, budgetWei })))
    expect(results.filter(Boolean)).toHaveLength(5)
    expect(await budget.spent(key)).toBe(5n * costWei)
    expect(await budget.spent(key)).toBeLessThanOrEqual(budgetWei)
  })

  it('refuses one operation costing more than the whole budget, and counts per account, chain and UTC day', async () => {
    const clock = { now: Date.parse('2026-11-23T23:59:59Z') }
    const budget = await open(() => clock.now)
    expect(await budget.reserve({ ...key, costWei: 11n, budgetWei: 10n })).toBe(false)
    expect(await budget.reserve({ ...key, costWei: 10n, budgetWei: 10n })).toBe(true)
    expect(await budget.reserve({ ...key, costWei: 1n, budgetWei: 10n })).toBe(false)
    // the same address in another case is the same account; another chain has its own budget
    expect(
      await budget.reserve({
        ...key,
        account: key.account.toUpperCase().replace('0X', '0x'),
        costWei: 1n,
        budgetWei: 10n,
      }),
    ).toBe(false)
    expect(await budget.reserve({ ...key, chainId: 31338, costWei: 10n, budgetWei: 10n })).toBe(true)
    clock.now += 1000
    expect(budgetDay(clock.now)).toBe('2026-11-24')
    expect(await budget.reserve({ ...key, costWei: 10n, budgetWei: 10n })).toBe(true)
  })

  it('gives a reservation back, never below zero', async () => {
    const budget = await open()
    expect(await budget.reserve({ ...key, costWei: 10n, budgetWei: 10n })).toBe(true)
    await budget.release({ ...key, costWei: 4n })
    expect(await budget.spent(key)).toBe(6n)
    await budget.release({ ...key, costWei: 100n })
    expect(await budget.spent(key)).toBe(0n)
    // 2^200 wei: numeric(78,0) holds any uint256
    const huge = 2n ** 200n
    expect(await budget.reserve({ ...key, costWei: huge, budgetWei: huge })).toBe(true)
    expect(await budget.spent(key)).toBe(huge)
  })
})
