import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type OpenDatabase, openDatabase } from '../db/openDatabase.ts'
import { LOCAL_PROJECT } from '../projects/ProjectInput.ts'
import { projectStore } from '../projects/projectStore.ts'
import { databaseTargets } from '../test/databaseTargets.ts'
import { projectSponsorSpend } from './projectSponsorSpend.ts'
import { budgetDay, sponsorBudget } from './sponsorBudget.ts'
import { sweepSponsorSpend } from './sweepSponsorSpend.ts'

const account = '0xAbCd00000000000000000000000000000000abcd'
const LARGE = 10n ** 30n

describe.each(databaseTargets())('sponsorBudget on $name', ({ target }) => {
  // one database per backend (opening PGlite is the slow part); each test counts for its own project
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
  const accountNo = (n: number) => `${account.slice(0, -4)}${n.toString().padStart(4, '0')}`
  /** A fresh project (its own project-wide counter) and a fresh account of it. */
  const open = async (now: () => number = Date.now) => {
    const projectId = `p${++serial}`
    await projectStore(database.db).create({ ...LOCAL_PROJECT, id: projectId })
    key = { projectId, chainId: 31337, account: accountNo(serial) }
    return sponsorBudget(database.db, now)
  }

  it('attack: 20 parallel reservations of one account cannot overspend its daily budget', async () => {
    const budget = await open()
    const costWei = 7n * 10n ** 15n
    const budgetWei = 5n * costWei + costWei / 2n
    const results = await Promise.all(
      Array.from({ length: 20 }, () => budget.reserve({ ...key, costWei, budgetWei, projectBudgetWei: LARGE })),
    )
    expect(results.filter((r) => r === undefined)).toHaveLength(5)
    expect(results.filter((r) => r === 'account')).toHaveLength(15)
    expect(await budget.spent(key)).toBe(5n * costWei)
    // the refused ones left nothing in the project's counter either
    expect(await budget.projectSpent(key)).toBe(5n * costWei)
  })

  it('attack (issue 33 item 6): 20 fresh accounts in parallel, each within its own budget, cannot overspend the project’s', async () => {
    const budget = await open()
    const costWei = 10n ** 15n
    const projectBudgetWei = 7n * costWei + costWei / 2n
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        budget.reserve({ ...key, account: accountNo(1000 + i), costWei, budgetWei: 3n * costWei, projectBudgetWei }),
      ),
    )
    expect(results.filter((r) => r === undefined)).toHaveLength(7)
    expect(results.filter((r) => r === 'project')).toHaveLength(13)
    expect(await budget.projectSpent(key)).toBe(7n * costWei)
    // the refused accounts were not counted
    const counted = await Promise.all(
      Array.from({ length: 20 }, (_, i) => budget.spent({ ...key, account: accountNo(1000 + i) })),
    )
    expect(counted.reduce((a, b) => a + b, 0n)).toBe(7n * costWei)
    // what a metric reads: the project's spend today, per chain
    expect(await projectSponsorSpend(database.db, { projectId: key.projectId })).toEqual([
      { projectId: key.projectId, chainId: 31337, day: budgetDay(Date.now()), spentWei: 7n * costWei },
    ])
    expect((await projectSponsorSpend(database.db)).map((r) => r.projectId)).toContain(key.projectId)
  })

  it('refuses one operation costing more than either budget, and counts per account, chain and UTC day', async () => {
    const clock = { now: Date.parse('2026-11-23T23:59:59Z') }
    const budget = await open(() => clock.now)
    const limits = { budgetWei: 10n, projectBudgetWei: 15n }
    expect(await budget.reserve({ ...key, costWei: 11n, ...limits })).toBe('account')
    expect(await budget.reserve({ ...key, costWei: 16n, ...limits, budgetWei: 100n })).toBe('project')
    expect(await budget.reserve({ ...key, costWei: 10n, ...limits })).toBeUndefined()
    expect(await budget.reserve({ ...key, costWei: 1n, ...limits })).toBe('account')
    // the same address in another case is the same account; another account of the project shares its budget
    expect(
      await budget.reserve({ ...key, account: key.account.toUpperCase().replace('0X', '0x'), costWei: 1n, ...limits }),
    ).toBe('account')
    expect(await budget.reserve({ ...key, account: accountNo(9999), costWei: 5n, ...limits })).toBeUndefined()
    expect(await budget.reserve({ ...key, account: accountNo(9998), costWei: 1n, ...limits })).toBe('project')
    // another chain has its own budgets
    expect(await budget.reserve({ ...key, chainId: 31338, costWei: 10n, ...limits })).toBeUndefined()
    clock.now += 1000
    expect(budgetDay(clock.now)).toBe('2026-11-24')
    expect(await budget.reserve({ ...key, costWei: 10n, ...limits })).toBeUndefined()
    // the sweep keeps yesterday and today, deletes older days (both counters)
    expect(await sweepSponsorSpend(database.db, clock.now)).toBe(0)
    expect(await sweepSponsorSpend(database.db, clock.now + 2 * 24 * 3600 * 1000)).toBeGreaterThanOrEqual(6)
  })

  it('gives a reservation back to both counters, never below zero', async () => {
    const budget = await open()
    const limits = { budgetWei: 10n, projectBudgetWei: 10n }
    expect(await budget.reserve({ ...key, costWei: 10n, ...limits })).toBeUndefined()
    await budget.release({ ...key, costWei: 4n })
    expect(await budget.spent(key)).toBe(6n)
    expect(await budget.projectSpent(key)).toBe(6n)
    await budget.release({ ...key, costWei: 100n })
    expect(await budget.spent(key)).toBe(0n)
    expect(await budget.projectSpent(key)).toBe(0n)
    // 2^200 wei: numeric(78,0) holds any uint256
    const huge = 2n ** 200n
    expect(await budget.reserve({ ...key, costWei: huge, budgetWei: huge, projectBudgetWei: huge })).toBeUndefined()
    expect(await budget.spent(key)).toBe(huge)
  })
})
