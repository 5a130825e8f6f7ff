import { deployments } from '@gangway/devnet'
import { describe, expect, it } from 'vitest'
import { DEV_ONRAMP_SECRET, DEV_ONRAMP_URL, devOnrampProviders } from './devOnrampProviders.ts'
import { SANDBOX_HOST, SANDBOX_PORT } from './sandboxConstants.ts'
import { devnetSandboxNetworks } from './sandboxNetworks.ts'

describe('the dev stack configuration', () => {
  it("gives the server's ONRAMP_PROVIDERS for the local provider at its default address", () => {
    expect(DEV_ONRAMP_URL).toBe(`http://${SANDBOX_HOST}:${SANDBOX_PORT}`)
    expect(devOnrampProviders()).toEqual([
      { name: 'sandbox', url: 'http://127.0.0.1:4003', secret: 'gangway-dev-onramp-secret' },
    ])
    expect(JSON.parse(JSON.stringify(devOnrampProviders('http://x:1', 's')))).toEqual([
      { name: 'sandbox', url: 'http://x:1', secret: 's' },
    ])
    expect(DEV_ONRAMP_SECRET).toBe('gangway-dev-onramp-secret')
  })

  it("sells on the devnet's two EVM chains and the local Solana chain, through their RPC URLs", () => {
    expect(devnetSandboxNetworks()).toEqual([
      { caipNetworkId: 'eip155:31337', name: 'Gangway Devnet A', rpcUrl: 'http://127.0.0.1:8545' },
      { caipNetworkId: 'eip155:31338', name: 'Gangway Devnet B', rpcUrl: 'http://127.0.0.1:8546' },
      { caipNetworkId: deployments.solana.caipNetworkId, name: 'Solana Localnet', rpcUrl: deployments.solana.rpcUrl },
    ])
  })
})
