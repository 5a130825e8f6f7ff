import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Chain } from 'viem'
import type { Artifacts } from './compileContracts.ts'
import type { Deployments } from './deployments.ts'
import { deploySmartAccounts } from './deploySmartAccounts.ts'
import { freePort } from './freePort.ts'
import { type Bundler, startBundler } from './startBundler.ts'
import { startTestChains } from './startTestChains.ts'

export type TestSmartChains = {
  /** Fresh anvil chains (viem chains; the RPC URL is `rpcUrls.default.http[0]`) with the smart-account contracts. */
  chains: Chain[]
  /** A bundler per chain, by chain id: `http://127.0.0.1:<free port>`. */
  bundlerUrls: Record<number, string>
  stop(): Promise<void>
}

const generatedDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'generated')

/**
 * Fresh anvil chains (31337 and 31338 by default) on free loopback ports carrying `deployments.smartAccounts`
 * (EntryPoints, factories, GangwayPaymaster with its deposit, Safe — `deploySmartAccounts`, nothing else of the
 * devnet) and an alto bundler each on a free port. Takes a few seconds (alto's start dominates); to share one
 * set across a whole test run use `sharedTestSmartChains()` instead.
 */
export async function startTestSmartChains(ids: readonly number[] = [31337, 31338]): Promise<TestSmartChains> {
  const artifacts = JSON.parse(readFileSync(join(generatedDir, 'artifacts.json'), 'utf8')) as Artifacts
  const deployments = JSON.parse(readFileSync(join(generatedDir, 'deployments.json'), 'utf8')) as Deployments
  const test = await startTestChains(ids)
  const bundlers: Bundler[] = []
  const stop = async () => {
    await Promise.all(bundlers.map((b) => b.stop()))
    await test.stop()
  }
  try {
    await Promise.all(
      test.chains.map(async (chain) => {
        const rpcUrl = chain.rpcUrls.default.http[0] as string
        await deploySmartAccounts(rpcUrl, artifacts, deployments)
        bundlers.push(await startBundler({ rpcUrl, port: await freePort() }))
      }),
    )
  } catch (error) {
    await stop()
    throw error
  }
  const bundlerUrls = Object.fromEntries(
    test.chains.map((chain) => {
      const bundler = bundlers.find((b) => b.rpcUrl === chain.rpcUrls.default.http[0]) as Bundler
      return [chain.id, bundler.url]
    }),
  )
  return { chains: test.chains, bundlerUrls, stop }
}
