// @vitest-environment node
import { gangwayDevnetA } from '@gangway/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import {
  cookieStorage,
  cookieToInitialState,
  createConfig,
  createStorage,
  http,
  useConnection,
  WagmiProvider,
} from 'wagmi'
import { hydrateWagmi } from './hydrateWagmi.ts'
import { toWagmiChain } from './toWagmiChain.ts'

const ADDRESS = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f'
const chain = toWagmiChain(gangwayDevnetA)
const connector = { id: 'injected', name: 'Injected', type: 'injected', uid: 'u1' }
const stored = {
  state: {
    connections: { __type: 'Map', value: [['u1', { accounts: [ADDRESS], chainId: chain.id, connector }]] },
    chainId: chain.id,
    current: 'u1',
  },
  version: 3,
}
const cookie = `wagmi.store=${JSON.stringify(stored)}`

function Status() {
  const { address, status } = useConnection()
  return (
    <p>
      {address ?? '-'} {status}
    </p>
  )
}

describe('hydrateWagmi on the server (ssr: true, cookie storage)', () => {
  it('leaves the store unhydrated: a request with the cookie renders its connection', async () => {
    const config = createConfig({
      chains: [chain],
      transports: { [chain.id]: http() },
      ssr: true,
      storage: createStorage({ storage: cookieStorage }),
    })
    // what the adapter's setup starts when createAppKit runs in the server's module scope
    await hydrateWagmi(config, 0)
    const html = renderToString(
      <WagmiProvider config={config} initialState={cookieToInitialState(config, cookie)}>
        <QueryClientProvider client={new QueryClient()}>
          <Status />
        </QueryClientProvider>
      </WagmiProvider>,
    )
    expect(html.replaceAll('<!-- -->', '')).toContain(`${ADDRESS} reconnecting`)
  })
})
