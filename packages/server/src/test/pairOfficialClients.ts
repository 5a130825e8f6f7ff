import { WalletKit } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { SignClient } from '@walletconnect/sign-client'
import { memoryKeyValueStorage } from './memoryKeyValueStorage.ts'

const metadata = (name: string, url: string) => ({ name, description: name, url, icons: [] })

/**
 * The official WalletConnect clients as a dapp (SignClient) and a wallet (WalletKit, which approves with
 * `account` on eip155:31337, `personal_sign`) paired through the relay at `relayUrl` as project `local`.
 * `prefix` must be new per pair: the clients keep one Core per storage prefix in a global. `close` closes
 * both transports.
 */
export async function pairOfficialClients(relayUrl: string, prefix: string, account: string) {
  const dapp = await SignClient.init({
    customStoragePrefix: `${prefix}-dapp`,
    projectId: 'local',
    relayUrl,
    metadata: metadata('Gangway test dapp', 'http://localhost:5173'),
    storage: memoryKeyValueStorage(),
    logger: 'silent',
    telemetryEnabled: false,
  })
  const core = new Core({
    projectId: 'local',
    relayUrl,
    storage: memoryKeyValueStorage(),
    logger: 'silent',
    telemetryEnabled: false,
    customStoragePrefix: `${prefix}-wallet`,
  })
  const wallet = await WalletKit.init({ core, metadata: metadata('Gangway test wallet', 'http://localhost:5174') })
  const events = ['chainChanged', 'accountsChanged']
  wallet.on('session_proposal', async (proposal) => {
    await wallet.approveSession({
      id: proposal.id,
      namespaces: {
        eip155: { chains: ['eip155:31337'], accounts: [`eip155:31337:${account}`], methods: ['personal_sign'], events },
      },
    })
  })
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: { eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events } },
  })
  if (!uri?.startsWith('wc:')) throw new Error(`not a pairing URI: ${uri}`)
  await wallet.pair({ uri })
  const session = await approval()
  return {
    dapp,
    core,
    wallet,
    session,
    async close() {
      await dapp.core.relayer.transportClose()
      await core.relayer.transportClose()
    },
  }
}
