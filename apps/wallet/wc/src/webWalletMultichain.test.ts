import { serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, Sha256 } from '@cosmjs/crypto'
import {
  adr36SignDoc,
  bitcoinRegtest,
  cosmoshub,
  createKit,
  gangwayDevnetA,
  gangwaySolanaLocal,
  type Kit,
  keepWalletConnectLocal,
  polkadot,
} from '@gangway/core'
import { bitcoinDevAccount } from '@gangway/devnet/bitcoinDevAccounts'
import { devnetChains } from '@gangway/devnet/chains'
import { verifyBitcoinMessage } from '@gangway/protocol/bitcoin-message'
import { spawnTestServer, type TestServer } from '@gangway/server/testing'
import { stringToU8a, u8aWrapBytes } from '@polkadot/util'
import { signatureVerify } from '@polkadot/util-crypto'
import { WalletKit } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ANVIL_ACCOUNT_0_KEY } from '../../src/createDevWallet.ts'
import { createSolanaKey, SOLANA_DEV_ADDRESS } from '../../src/solanaDevKey.ts'
import { createWebWallet } from './createWebWallet.ts'
import { COSMOS_DEV_ADDRESS, createCosmosKey } from './webWalletCosmos.ts'
import { memoryKeyValueStorage, refuseOutsideHosts, until } from './webWalletHarness.ts'
import { createPolkadotKey, POLKADOT_DEV_ADDRESS } from './webWalletPolkadot.ts'

// WalletConnect's own switch for test runs: the clients call no verify or telemetry host.
process.env.IS_VITEST = 'true'

// core's universal adapters (a site with no adapters: WalletConnect connects every namespace) paired with the
// web wallet's WalletConnect logic (official WalletKit) through the real Gangway relay: one approval gives
// eip155, solana, polkadot and cosmos accounts, and Polkadot and Cosmos messages are signed by the wallet's
// real sr25519 and secp256k1 keys, checked here with polkadot-js and CosmJS.
let server: TestServer
let outside: string[] = []
beforeAll(async () => {
  server = await spawnTestServer()
  outside = refuseOutsideHosts()
}, 180_000)
afterAll(async () => {
  vi.restoreAllMocks()
  await server?.close()
})

/** Verifies an ADR-036 signature as a Cosmos verifier does: secp256k1 over SHA-256 of the sorted Amino JSON. */
async function verifyAdr36(signer: string, message: string, signature: string, publicKey: Uint8Array) {
  const digest = new Sha256(serializeSignDoc(adr36SignDoc(signer, message))).digest()
  const bytes = Uint8Array.from(atob(signature), (c) => c.charCodeAt(0))
  return Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(bytes), digest, publicKey)
}

describe('web wallet × core universal adapters: eip155, solana, polkadot, cosmos and bip122 in one session', () => {
  it('approves all five namespaces, signs Polkadot, Cosmos and Bitcoin messages that verify, refuses on Reject', async () => {
    const relayUrl = `${server.url.replace('http', 'ws')}/relay`
    const core = new Core({
      projectId: 'local',
      relayUrl,
      storage: memoryKeyValueStorage(),
      logger: 'silent',
      telemetryEnabled: false,
      customStoragePrefix: 'multichain-wallet',
    })
    keepWalletConnectLocal(core)
    const walletKit = await WalletKit.init({
      core,
      metadata: { name: 'Gangway Web Wallet', description: 'test', url: 'http://localhost:5174', icons: [] },
    })
    const [polkadotKey, cosmosKey] = await Promise.all([createPolkadotKey(), createCosmosKey()])
    const prompts: { title: string; detail: string }[] = []
    const answers = { next: true }
    const wallet = createWebWallet({
      walletKit,
      approve: async (title, detail) => {
        prompts.push({ title, detail })
        return answers.next
      },
      evm: { account: privateKeyToAccount(ANVIL_ACCOUNT_0_KEY), chains: devnetChains },
      solana: { key: await createSolanaKey() },
      // as the page gives them: made after it is ready, awaited by each proposal and request
      accountsLater: Promise.resolve({
        polkadot: { key: polkadotKey },
        cosmos: { key: cosmosKey },
        bitcoin: { account: bitcoinDevAccount(0) },
      }),
    })

    const kit: Kit = createKit({
      projectId: 'local',
      networks: [gangwayDevnetA, gangwaySolanaLocal, polkadot, cosmoshub, bitcoinRegtest],
      apiUrl: server.url,
      enableReconnect: false,
    })
    await kit.ready
    expect([...kit.adapters.keys()]).toEqual(['eip155', 'solana', 'polkadot', 'cosmos', 'bip122'])
    const dot = kit.adapters.get('polkadot')
    const atom = kit.adapters.get('cosmos')
    if (!dot || !atom) throw new Error('no universal adapters')

    const connecting = dot.connect({ connectorId: 'walletConnect' })
    const uri = await until(() => kit.stores.connections.get().pairing?.uri)
    await wallet.pair(uri)
    expect(await connecting).toEqual({
      connectorId: 'walletConnect',
      accounts: [{ address: POLKADOT_DEV_ADDRESS }],
      chainId: '91b171bb158e2d3848fa23a9f1c25182',
    })
    expect(prompts[0]?.title).toMatch(/^Connect to /)
    const session = wallet.sessions()[0]
    expect(Object.keys(session?.namespaces ?? {}).sort()).toEqual(['bip122', 'cosmos', 'eip155', 'polkadot', 'solana'])
    // the same approval connected the other namespaces: the kit has an account on each
    const accounts = kit.stores.chains.get().accounts
    expect(accounts.eip155?.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(accounts.solana?.address).toBe(SOLANA_DEV_ADDRESS)
    expect(accounts.cosmos?.address).toBe(COSMOS_DEV_ADDRESS)
    const bitcoin = bitcoinDevAccount(0)
    expect(accounts.bip122?.allAccounts.map((a) => a.address)).toEqual([
      bitcoin.payment.address,
      bitcoin.ordinal.address,
    ])

    const text = 'Sign in to Gangway over WalletConnect'
    const dotSignature = await dot.signMessage({
      connectorId: 'walletConnect',
      address: POLKADOT_DEV_ADDRESS,
      message: text,
    })
    expect(prompts.at(-1)).toEqual({
      title: 'polkadot_signMessage',
      detail: `Sign with ${POLKADOT_DEV_ADDRESS}:\n${text}`,
    })
    // signed as polkadot-js signs raw payloads: the message wrapped in <Bytes>…</Bytes>
    const wrapped = signatureVerify(u8aWrapBytes(stringToU8a(text)), dotSignature, POLKADOT_DEV_ADDRESS)
    expect(wrapped).toMatchObject({ isValid: true, crypto: 'sr25519' })
    expect(signatureVerify(stringToU8a('another message'), dotSignature, POLKADOT_DEV_ADDRESS).isValid).toBe(false)

    const atomSignature = await atom.signMessage({
      connectorId: 'walletConnect',
      address: COSMOS_DEV_ADDRESS,
      message: text,
    })
    expect(prompts.at(-1)).toEqual({ title: 'cosmos_signAmino', detail: `Sign this message (ADR-036):\n${text}` })
    expect(await verifyAdr36(COSMOS_DEV_ADDRESS, text, atomSignature, cosmosKey.publicKey)).toBe(true)
    expect(await verifyAdr36(COSMOS_DEV_ADDRESS, 'another message', atomSignature, cosmosKey.publicKey)).toBe(false)

    // Bitcoin (item 7 of issue 22's contract): signMessage by the payment address, the wallet's default ECDSA
    // (BIP-137) answered in hex, base64 from the kit; and BIP-322 asked of the universal provider directly
    const btc = kit.adapters.get('bip122')
    const btcSignature = await btc?.signMessage({
      connectorId: 'walletConnect',
      address: bitcoin.payment.address,
      message: text,
    })
    expect(verifyBitcoinMessage(bitcoin.payment.address, text, btcSignature as string)).toEqual({
      valid: true,
      protocol: 'ECDSA',
    })
    const provider = dot.getProvider('walletConnect') as {
      request<T>(args: { method: string; params: unknown }, chain?: string): Promise<T>
    }
    const bip322 = await provider.request<{ address: string; signature: string }>(
      {
        method: 'signMessage',
        params: {
          account: bitcoin.payment.address,
          address: bitcoin.payment.address,
          message: text,
          protocol: 'bip322',
        },
      },
      bitcoinRegtest.caipNetworkId,
    )
    expect(bip322.address).toBe(bitcoin.payment.address)
    const bip322Base64 = btoa(
      String.fromCharCode(...(bip322.signature.match(/../g) ?? []).map((h) => Number.parseInt(h, 16))),
    )
    expect(verifyBitcoinMessage(bitcoin.payment.address, text, bip322Base64)).toEqual({
      valid: true,
      protocol: 'BIP322',
    })
    expect(verifyBitcoinMessage(bitcoin.payment.address, 'another message', bip322Base64).valid).toBe(false)
    const addresses = await provider.request<{ address: string; intention: string }[]>(
      {
        method: 'getAccountAddresses',
        params: { account: bitcoin.payment.address, intentions: ['payment', 'ordinal'] },
      },
      bitcoinRegtest.caipNetworkId,
    )
    expect(addresses.map((a) => [a.intention, a.address])).toEqual([
      ['payment', bitcoin.payment.address],
      ['ordinal', bitcoin.ordinal.address],
    ])

    // Reject answers 4001; another account is refused before anything is asked (the blueprint's typed errors)
    answers.next = false
    await expect(
      dot.signMessage({ connectorId: 'walletConnect', address: POLKADOT_DEV_ADDRESS, message: text }),
    ).rejects.toMatchObject({ code: 'WALLET_ERROR', rpcCode: 4001 })
    const asked = prompts.length
    await expect(
      atom.signMessage({ connectorId: 'walletConnect', address: 'cosmos1notmine', message: text }),
    ).rejects.toMatchObject({ code: 'NOT_CONNECTED', rpcCode: 4100 })
    expect(prompts.length).toBe(asked)

    expect(outside).toEqual([])
    await dot.disconnect({ connectorId: 'walletConnect' })
    const universal = dot.getProvider('walletConnect') as {
      client: { core: { relayer: { transportClose(): Promise<void> }; heartbeat: { stop(): void } } }
    }
    await universal.client.core.relayer.transportClose().catch(() => undefined)
    await core.relayer.transportClose().catch(() => undefined)
    // no expirer after this: a pairing that expires later would make a core reconnect to a stopped relay
    universal.client.core.heartbeat.stop()
    core.heartbeat.stop()
  }, 90_000)
})
