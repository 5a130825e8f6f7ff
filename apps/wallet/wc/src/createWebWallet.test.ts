import { keepWalletConnectLocal } from '@gangway/core'
import { devnetChains } from '@gangway/devnet/chains'
import { startTestSolana } from '@gangway/devnet/testSolana'
import { spawnTestServer, type TestServer } from '@gangway/server/testing'
import { WalletKit } from '@reown/walletkit'
import {
  address,
  createSolanaRpc,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  type Signature,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import { Core } from '@walletconnect/core'
import { SignClient } from '@walletconnect/sign-client'
import { getSdkError } from '@walletconnect/utils'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ANVIL_ACCOUNT_0_KEY } from '../../src/createDevWallet.ts'
import { createSolanaKey, SOLANA_DEV_ADDRESS } from '../../src/solanaDevKey.ts'
import { solanaTransferBytes } from '../../src/solanaTransferBytes.ts'
import { createWebWallet } from './createWebWallet.ts'
import { memoryKeyValueStorage, refuseOutsideHosts } from './webWalletHarness.ts'
import { WC_SOLANA_LOCAL_CHAIN, WC_SOLANA_METHODS } from './webWalletSolana.ts'

// WalletConnect's own switch for test runs: the clients call no verify or telemetry host.
process.env.IS_VITEST = 'true'

// The web wallet's WalletConnect logic (what the page at :5174 runs) with the official WalletKit, paired through
// the Gangway relay (the real server in its own process) with an official SignClient dapp; Solana sends go to a
// real local chain.
type Chain = Awaited<ReturnType<typeof startTestSolana>>
let server: TestServer
let chain: Chain
let outside: string[] = []

beforeAll(async () => {
  ;[server, chain] = await Promise.all([spawnTestServer(), startTestSolana()])
  outside = refuseOutsideHosts()
}, 180_000)
afterAll(async () => {
  vi.restoreAllMocks()
  await Promise.all([server?.close(), chain?.stop()])
})

let pairs = 0
/** The web wallet (answering prompts with `answer`) and an official dapp, paired through the relay. */
async function pairedWithDapp(connect: Parameters<Awaited<ReturnType<typeof SignClient.init>>['connect']>[0]) {
  const relayUrl = `${server.url.replace('http', 'ws')}/relay`
  const prefix = `web-wallet-${++pairs}`
  const metadata = (name: string) => ({ name, description: name, url: 'http://localhost:5173', icons: [] })
  const dapp = await SignClient.init({
    customStoragePrefix: `${prefix}-dapp`,
    projectId: 'local',
    relayUrl,
    metadata: metadata('Solana test dapp'),
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
  keepWalletConnectLocal(core)
  const walletKit = await WalletKit.init({ core, metadata: metadata('Gangway Web Wallet') })
  const prompts: { title: string; detail: string }[] = []
  const statuses: string[] = []
  const answers = { next: true }
  const wallet = createWebWallet({
    walletKit,
    approve: async (title, detail) => {
      prompts.push({ title, detail })
      return answers.next
    },
    evm: { account: privateKeyToAccount(ANVIL_ACCOUNT_0_KEY), chains: devnetChains },
    solana: { key: await createSolanaKey(), rpcUrls: { [WC_SOLANA_LOCAL_CHAIN]: chain.rpcUrl } },
    onStatus: (text) => statuses.push(text),
  })
  const { uri, approval } = await dapp.connect(connect)
  await wallet.pair(uri as string)
  const session = await approval()
  return {
    dapp,
    session,
    prompts,
    statuses,
    answers,
    request: <T>(method: string, params: unknown) =>
      dapp.request<T>({ topic: session.topic, chainId: WC_SOLANA_LOCAL_CHAIN, request: { method, params } }),
    async close() {
      await dapp.disconnect({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') }).catch(() => undefined)
      await dapp.core.relayer.transportClose().catch(() => undefined)
      await core.relayer.transportClose().catch(() => undefined)
      // no expirer after this: a pairing that expires later would make a core reconnect to a stopped relay
      dapp.core.heartbeat.stop()
      core.heartbeat.stop()
    },
  }
}

const solanaNamespace = { chains: [WC_SOLANA_LOCAL_CHAIN], methods: [...WC_SOLANA_METHODS], events: [] }
const rpc = () => createSolanaRpc(chain.rpcUrl)
const latestBlockhash = async () => (await rpc().getLatestBlockhash().send()).value.blockhash
const RECEIVER = address('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin')

describe('the web wallet with a Solana dapp over WalletConnect', () => {
  it('approves a Solana session and answers solana_signMessage, signTransaction, signAndSendTransaction; rejects give 4001', async () => {
    const paired = await pairedWithDapp({ optionalNamespaces: { solana: solanaNamespace } })
    try {
      const { session, prompts, statuses, request, answers } = paired
      expect(session.namespaces.solana?.accounts).toEqual([`${WC_SOLANA_LOCAL_CHAIN}:${SOLANA_DEV_ADDRESS}`])
      expect(session.namespaces.solana?.methods).toEqual([...WC_SOLANA_METHODS])
      expect(session.namespaces.eip155).toBeUndefined()
      expect(prompts[0]?.title).toBe('Connect to Solana test dapp?')
      expect(prompts[0]?.detail).toContain(`solana: ${SOLANA_DEV_ADDRESS}`)

      // solana_signMessage: { message: base58, pubkey } → { signature: base58 }, a real ed25519 signature
      const message = new TextEncoder().encode('Hello over WalletConnect')
      const { signature } = await request<{ signature: string }>('solana_signMessage', {
        message: getBase58Decoder().decode(message),
        pubkey: SOLANA_DEV_ADDRESS,
      })
      const publicKey = await getPublicKeyFromAddress(SOLANA_DEV_ADDRESS)
      const signatureBytes = new Uint8Array(getBase58Encoder().encode(signature)) as SignatureBytes
      expect(await verifySignature(publicKey, signatureBytes, message)).toBe(true)
      expect(await verifySignature(publicKey, signatureBytes, new TextEncoder().encode('other'))).toBe(false)
      expect(prompts.at(-1)).toEqual({ title: 'solana_signMessage', detail: 'Hello over WalletConnect' })

      // solana_signTransaction: { transaction: base64 } → { signature, transaction }; the dapp sends it
      const transfer = (lamports: bigint, blockhash: string) =>
        getBase64Decoder().decode(solanaTransferBytes({ from: SOLANA_DEV_ADDRESS, to: RECEIVER, lamports, blockhash }))
      const signed = await request<{ signature: string; transaction: string }>('solana_signTransaction', {
        transaction: transfer(100_000_000n, await latestBlockhash()),
        pubkey: SOLANA_DEV_ADDRESS,
      })
      const decoded = getTransactionDecoder().decode(getBase64Encoder().encode(signed.transaction))
      expect(getBase58Decoder().decode(decoded.signatures[SOLANA_DEV_ADDRESS] as Uint8Array)).toBe(signed.signature)
      const sent = await rpc()
        .sendTransaction(signed.transaction as never, { encoding: 'base64' })
        .send()
      expect(sent).toBe(signed.signature)
      expect((await rpc().getBalance(RECEIVER).send()).value).toBe(100_000_000n)
      expect(prompts.at(-1)?.detail).toContain('Transfer 0.1 SOL')

      // solana_signAndSendTransaction → { signature }, sent by the wallet to the local chain
      const { signature: landed } = await request<{ signature: string }>('solana_signAndSendTransaction', {
        transaction: transfer(50_000_000n, await latestBlockhash()),
        pubkey: SOLANA_DEV_ADDRESS,
        sendOptions: { skipPreflight: false },
      })
      const { value: landedStatus } = await rpc()
        .getSignatureStatuses([landed as Signature])
        .send()
      expect(landedStatus[0]).toMatchObject({ err: null })
      expect((await rpc().getBalance(RECEIVER).send()).value).toBe(150_000_000n)

      // the user rejects: 4001 and nothing is sent
      answers.next = false
      await expect(
        request('solana_signAndSendTransaction', { transaction: transfer(1n, await latestBlockhash()) }),
      ).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
      expect((await rpc().getBalance(RECEIVER).send()).value).toBe(150_000_000n)

      // bad input: an error (WalletConnect's clients put the standard text on -32602; the page's status line
      // says what was wrong) and the user is not asked
      const asked = prompts.length
      await expect(
        request('solana_signMessage', { message: '0OIl', pubkey: SOLANA_DEV_ADDRESS }),
      ).rejects.toMatchObject({
        code: -32602,
      })
      expect(statuses.at(-1)).toBe('Refused solana_signMessage: solana_signMessage: message must be a base58 string')
      await expect(request('solana_signMessage', { message: '2g', pubkey: RECEIVER })).rejects.toMatchObject({
        code: 4100,
      })
      expect(prompts).toHaveLength(asked)
      expect(await request('solana_getAccounts', {})).toEqual([{ pubkey: SOLANA_DEV_ADDRESS }])
      expect(outside).toEqual([])
    } finally {
      await paired.close()
    }
  }, 90_000)

  it('approves Solana and EVM together when a dapp proposes both, each with its own account', async () => {
    const paired = await pairedWithDapp({
      optionalNamespaces: {
        solana: { ...solanaNamespace, methods: ['solana_signMessage'] },
        eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: [] },
      },
    })
    try {
      const evm = privateKeyToAccount(ANVIL_ACCOUNT_0_KEY).address
      expect(paired.session.namespaces.solana?.accounts).toEqual([`${WC_SOLANA_LOCAL_CHAIN}:${SOLANA_DEV_ADDRESS}`])
      expect(paired.session.namespaces.eip155?.accounts).toEqual([`eip155:31337:${evm}`, `eip155:31338:${evm}`])
    } finally {
      await paired.close()
    }
  }, 60_000)
})
