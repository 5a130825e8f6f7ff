import { deployments } from '@gangway/devnet'
import { devnetServerEnv } from '@gangway/devnet/serverConfig'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SOLANA_LOCAL, solanaTestChain } from './test/solanaTestChain.ts'
import { startServerProcess } from './test/startServerProcess.ts'

const solana = solanaTestChain()
let server: Awaited<ReturnType<typeof startServerProcess>>
beforeAll(async () => {
  // the configuration `npm start` and the browser tests give the server, with the test chain's port
  const env = devnetServerEnv()
  const upstreams = { ...JSON.parse(env.RPC_UPSTREAMS), [SOLANA_LOCAL]: solana.rpcUrl() }
  server = await startServerProcess({ ...env, RPC_UPSTREAMS: JSON.stringify(upstreams) })
}, 200_000)
afterAll(() => server?.stop())

/** Issue 15: the whole server, configured by `devnetServerEnv()`, serves the local Solana chain. */
describe('the server started with the devnet configuration', () => {
  it('lists the local Solana chain and answers its RPC and balances', async () => {
    const chains = (await (await fetch(`${server.url}/v1/supported-chains?projectId=local`)).json()) as {
      http: string[]
    }
    // the devnet chains, the OP Mainnet stand-in (Farcaster's registries), the local Solana chain and the
    // Bitcoin regtest node
    expect(chains.http).toEqual([
      'eip155:31337',
      'eip155:31338',
      'eip155:10',
      SOLANA_LOCAL,
      'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
    ])
    const account = deployments.solana.accounts[0] as string
    const rpc = await fetch(`${server.url}/v1?chainId=${SOLANA_LOCAL}&projectId=local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [account] }),
    })
    expect(await rpc.json()).toMatchObject({ id: 1, result: { value: 1000 * 1e9 } })
    const res = await fetch(`${server.url}/v1/account/${account}/balance?chainId=${SOLANA_LOCAL}&projectId=local`)
    const { balances } = (await res.json()) as { balances: { symbol: string; quantity: { numeric: string } }[] }
    expect(Object.fromEntries(balances.map((b) => [b.symbol, b.quantity.numeric]))).toEqual({
      SOL: '1000',
      gUSD: '10000',
      GWT: '1000',
      ZERO: '100',
    })
  })
})
