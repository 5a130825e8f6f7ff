import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { DatabaseTarget } from '../db/openDatabase.ts'
import { projectCli } from './projectCli.ts'

describe('gangway-server project', () => {
  const database: DatabaseTarget = { kind: 'pglite', dataDir: mkdtempSync(join(tmpdir(), 'gangway-cli-')) }

  it('creates, lists and updates projects; bad input changes nothing', async () => {
    expect(
      await projectCli(
        [
          'create',
          '--id',
          'shop',
          '--name',
          'Shop',
          '--origin',
          'https://*.example.com',
          '--origin',
          'localhost',
          '--analytics',
          'on',
        ],
        database,
      ),
    ).toEqual([
      'created shop\tShop\torigins=https://*.example.com,localhost\tapps=(none)\tno-origin=refuse\tanalytics=on\tfeatures={}',
    ])
    await expect(projectCli(['create', '--id', 'shop'], database)).rejects.toThrow(
      'A project with id "shop" exists; use update',
    )
    await expect(projectCli(['create', '--id', 'bad id'], database)).rejects.toThrow('--id must be 1–64 letters')
    await expect(projectCli(['create', '--id', 'x', '--origin', 'https://a.com/path'], database)).rejects.toThrow(
      '--origin https://a.com/path: not an origin or host',
    )
    await expect(projectCli(['update', 'shop', '--features', '{"email":"yes"}'], database)).rejects.toThrow(
      '--features: email',
    )
    await expect(projectCli(['update', 'shop', '--app-id', 'not an id'], database)).rejects.toThrow(
      '--app-id not an id: not an app id',
    )
    await expect(projectCli(['update', 'shop', '--no-origin', 'maybe'], database)).rejects.toThrow(
      '--no-origin must be allow or refuse',
    )
    expect(
      await projectCli(
        [
          'update',
          'shop',
          '--app-id',
          'com.example.wallet',
          '--app-id',
          'io.example.Wallet-iOS',
          '--no-origin',
          'allow',
        ],
        database,
      ),
    ).toEqual([
      'updated shop\tShop\torigins=https://*.example.com,localhost\tapps=com.example.wallet,io.example.Wallet-iOS\tno-origin=allow\tanalytics=on\tfeatures={}',
    ])
    await expect(projectCli(['update', 'nope', '--name', 'N'], database)).rejects.toThrow('No project with id "nope"')
    await expect(projectCli(['delete'], database)).rejects.toThrow('Usage:')
    expect(
      await projectCli(
        ['update', 'shop', '--origin', 'https://shop.example.org', '--features', '{"email":false}'],
        database,
      ),
    ).toEqual([
      'updated shop\tShop\torigins=https://shop.example.org\tapps=com.example.wallet,io.example.Wallet-iOS\tno-origin=allow\tanalytics=on\tfeatures={"email":false}',
    ])
    expect(await projectCli(['update', 'shop', '--app-id', '', '--no-origin', 'refuse'], database)).toEqual([
      'updated shop\tShop\torigins=https://shop.example.org\tapps=(none)\tno-origin=refuse\tanalytics=on\tfeatures={"email":false}',
    ])
    expect(await projectCli(['list'], database)).toEqual([
      'shop\tShop\torigins=https://shop.example.org\tapps=(none)\tno-origin=refuse\tanalytics=on\tfeatures={"email":false}',
    ])
  }, 90_000) // each call opens the embedded database on disk, a few seconds on a busy machine

  it('sets and clears a gas sponsorship policy; a bad one changes nothing', async () => {
    const dir: DatabaseTarget = { kind: 'pglite', dataDir: mkdtempSync(join(tmpdir(), 'gangway-cli-')) }
    const policy = {
      enabled: true,
      dailyBudgetWei: '1000',
      allowedContracts: ['0x1111111111111111111111111111111111111111'],
      projectDailyBudgetWei: '50000',
    }
    expect(
      await projectCli(
        ['create', '--id', 'gas', '--origin', 'localhost', '--sponsorship', JSON.stringify(policy)],
        dir,
      ),
    ).toEqual([
      `created gas\tgas\torigins=localhost\tapps=(none)\tno-origin=refuse\tanalytics=off\tfeatures={}\tsponsorship=${JSON.stringify(policy)}`,
    ])
    await expect(
      projectCli(
        [
          'update',
          'gas',
          '--sponsorship',
          '{"enabled":true,"dailyBudgetWei":"1e18","projectDailyBudgetWei":"1","allowedContracts":[]}',
        ],
        dir,
      ),
    ).rejects.toThrow('--sponsorship: dailyBudgetWei must be a decimal number of wei')
    // the project-wide budget is required: a policy without one is refused, not stored uncapped
    await expect(
      projectCli(
        ['update', 'gas', '--sponsorship', '{"enabled":true,"dailyBudgetWei":"1","allowedContracts":[]}'],
        dir,
      ),
    ).rejects.toThrow('--sponsorship: projectDailyBudgetWei')
    expect(await projectCli(['update', 'gas', '--sponsorship', 'off'], dir)).toEqual([
      'updated gas\tgas\torigins=localhost\tapps=(none)\tno-origin=refuse\tanalytics=off\tfeatures={}',
    ])
  }, 90_000)
})
