import type { Chain } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sharedTestSmartChains } from './sharedTestSmartChains.ts'
import type { TestSmartChains } from './startTestSmartChains.ts'
import { clientsFor, toGangwayTestAccount } from './test/gangwayTestAccount.ts'

let smart: TestSmartChains
let chain: Chain
beforeAll(async () => {
  smart = await sharedTestSmartChains()
  chain = smart.chains[0] as Chain
}, 180_000)
afterAll(() => smart?.stop())

/** The bundler's fast gas price suggestion (what every client's user operation pays). */
const suggestion = async (url: string) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'pimlico_getUserOperationGasPrice', params: [] }),
  })
  const { result } = (await res.json()) as { result: { fast: { maxPriorityFeePerGas: string } } }
  return BigInt(result.fast.maxPriorityFeePerGas)
}

describe('the devnet bundler’s gas price (clients paying its `fast` quote)', () => {
  // Without a fixed tip, alto's suggestion follows anvil's, which follows the tips of alto's own bundles:
  // ~1.8× per bundle, so after a dozen operations a 0.05 ETH sponsorship budget no longer covers one.
  it('stays flat over six user operations in a row', async () => {
    const url = smart.bundlerUrls[chain.id] as string
    const { testClient, bundlerClient } = clientsFor(chain, url)
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toGangwayTestAccount({ client: clientsFor(chain, url).publicClient, owner })
    await testClient.setBalance({ address: account.address, value: 10n ** 19n })
    const first = await suggestion(url)
    for (let i = 0; i < 6; i++) {
      const hash = await bundlerClient.sendUserOperation({ account, calls: [{ to: owner.address, value: 1n }] })
      expect((await bundlerClient.waitForUserOperationReceipt({ hash, timeout: 30_000 })).success).toBe(true)
    }
    const publicClient = clientsFor(chain, url).publicClient
    const chainTip = await publicClient.request({ method: 'eth_maxPriorityFeePerGas' })
    expect(await suggestion(url)).toBeLessThanOrEqual(first * 2n)
    expect(BigInt(chainTip)).toBeLessThanOrEqual(first * 2n)
  }, 120_000)
})
