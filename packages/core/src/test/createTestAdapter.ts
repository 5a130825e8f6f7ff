import type { ChainNamespace } from '@gangway/protocol'
import type { AdapterConnection, AdapterConnector, AdapterEvents, ChainAdapter } from '../adapter/ChainAdapter.ts'

/**
 * In-memory adapter for core's unit tests of router and state rules. The real adapters (and the e2e specs
 * with the real dev wallet) cover wallet behaviour.
 */
export function createTestAdapter(namespace: ChainNamespace = 'eip155') {
  let events: AdapterEvents | undefined
  const state = {
    chainId: 1 as number | string,
    accounts: ['0x1111111111111111111111111111111111111111'],
    authorized: false,
    reject: false,
    failReconnect: false,
    disconnects: [] as string[],
    switches: [] as string[],
    /** While set, connect and sendTransaction wait for it (a wallet prompt left open). */
    gate: undefined as Promise<void> | undefined,
    /** Thrown by connect / sendTransaction instead of answering. */
    connectError: undefined as Error | undefined,
    sendError: undefined as Error | undefined,
    /** Messages the wallet was asked to sign; `signer` signs for real (e.g. a viem local account). */
    signed: [] as string[],
    signer: undefined as ((message: string) => Promise<string>) | undefined,
    signError: undefined as Error | undefined,
  }
  const connectors: AdapterConnector[] = [
    {
      id: 'dev.gangway.wallet',
      type: 'ANNOUNCED',
      chain: namespace,
      name: 'Gangway Dev Wallet',
      info: { rdns: 'dev.gangway.wallet' },
    },
    { id: 'injected', type: 'INJECTED', chain: namespace, name: 'Browser Wallet' },
  ]
  const answer = (connectorId: string): AdapterConnection => ({
    connectorId,
    accounts: state.accounts.map((address) => ({ address })),
    chainId: state.chainId,
  })
  const adapter: ChainAdapter = {
    namespace,
    setup(params) {
      events = params.events
    },
    getConnectors: () => connectors,
    async connect({ connectorId, chainId }) {
      await state.gate
      if (state.connectError) throw state.connectError
      if (state.reject) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      if (chainId !== undefined) state.chainId = chainId
      state.authorized = true
      return answer(connectorId)
    },
    async reconnect({ connectorId }) {
      if (state.failReconnect) throw new Error('gone')
      return state.authorized ? answer(connectorId) : undefined
    },
    async disconnect({ connectorId }) {
      state.disconnects.push(connectorId)
      state.authorized = false
    },
    async switchNetwork({ network }) {
      state.switches.push(network.caipNetworkId)
      state.chainId = network.id
    },
    getBalance: async ({ network }) => ({ balance: '10000', symbol: network.nativeCurrency.symbol }),
    signMessage: async ({ message }) => {
      state.signed.push(message)
      await state.gate
      if (state.signError) throw state.signError
      return state.signer ? state.signer(message) : `signed:${message}`
    },
    sendTransaction: async () => {
      await state.gate
      if (state.sendError) throw state.sendError
      return `0x${'ab'.repeat(32)}`
    },
    getProvider: () => undefined,
  }
  return {
    adapter,
    state,
    get events() {
      if (!events) throw new Error('adapter not set up')
      return events
    },
  }
}
