import type { AdapterAccount, AdapterEvents, CaipNetwork } from '@gangway/core'
import { AdapterError as BitcoinAdapterError, bitcoin, bitcoinRegtest } from '@gangway/core'
import { bitcoinDevAccount } from '@gangway/devnet/bitcoinDevAccounts'
import { devnetBitcoinBackends } from '@gangway/devnet/serverConfig'
import { sharedTestBitcoin } from '@gangway/devnet/sharedBitcoin'
import { verifyBitcoinMessage } from '@gangway/protocol/bitcoin-message'
import { spawnTestServer, type TestServer } from '@gangway/server/testing'
import { type BitcoinDevWallet, createBitcoinDevWallet } from '@gangway/wallet'
import { Transaction } from '@scure/btc-signer'
import { getWallets } from '@wallet-standard/app'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BitcoinAdapter } from './BitcoinAdapter.ts'

// The adapter against the real Bitcoin dev wallet of apps/wallet (sats-connect provider, put on the global
// object as the inject script does), the real Gangway server's Bitcoin API and the run's shared bcoin regtest
// node. The wallet's keys are a fresh dev account funded by the node's faucet (no shared dev account is spent).

const ID = 'GangwayDevWallet.BitcoinProvider'
const ACCOUNT = bitcoinDevAccount(1000 + (process.pid % 5000))
const RECEIVER = bitcoinDevAccount(7000 + (process.pid % 5000)).payment.address

let node: Awaited<ReturnType<typeof sharedTestBitcoin>>
let server: TestServer
let wallet: BitcoinDevWallet
let regtest: CaipNetwork
let approving = true
let asked = 0

const rpc = async <T>(method: string, params: unknown[]): Promise<T> => {
  const res = await fetch(node.rpcUrl, { method: 'POST', body: JSON.stringify({ method, params, id: 1 }) })
  const body = (await res.json()) as { result: T; error: { message: string } | null }
  if (body.error) throw new Error(body.error.message)
  return body.result
}

type Recorded = { accounts: [string, AdapterAccount[]][]; disconnected: string[] }
function recorder(): { events: AdapterEvents; seen: Recorded } {
  const seen: Recorded = { accounts: [], disconnected: [] }
  return {
    seen,
    events: {
      connectorsChanged: () => undefined,
      accountsChanged: (id, accounts) => seen.accounts.push([id, accounts]),
      chainChanged: () => undefined,
      disconnected: (id) => seen.disconnected.push(id),
    },
  }
}

function makeAdapter(options: ConstructorParameters<typeof BitcoinAdapter>[0] = {}) {
  const adapter = new BitcoinAdapter({ walletConnect: false, pollingIntervalMs: 100, ...options })
  const { events, seen } = recorder()
  adapter.setup({ networks: [regtest, bitcoin], events })
  return { adapter, seen }
}

beforeAll(async () => {
  node = await sharedTestBitcoin()
  server = await spawnTestServer({ BITCOIN_BACKENDS: JSON.stringify(devnetBitcoinBackends(node.rpcUrl)) })
  // as the kit resolves the built-in network: its RPC is the server's /v1 proxy
  regtest = {
    ...bitcoinRegtest,
    rpcUrls: { default: { http: [`${server.url}/v1?chainId=${bitcoinRegtest.caipNetworkId}&projectId=local`] } },
  }
  await rpc('sendtoaddress', [ACCOUNT.payment.address, 2])
  await node.mine(1)
  wallet = createBitcoinDevWallet({
    account: ACCOUNT,
    apiUrl: server.url,
    nodeRpcUrl: node.rpcUrl,
    origin: 'http://localhost',
    approve: async () => {
      asked++
      return approving
    },
  })
  const page = globalThis as unknown as Record<string, unknown>
  page.GangwayDevWallet = { BitcoinProvider: wallet.provider }
  page.btc_providers = [{ id: ID, name: 'Gangway Dev Wallet', icon: 'data:image/svg+xml;base64,AA==' }]
}, 120_000)
afterAll(async () => {
  const page = globalThis as unknown as Record<string, unknown>
  delete page.GangwayDevWallet
  delete page.btc_providers
  await server?.close()
  await node?.stop()
})

describe('BitcoinAdapter with the dev wallet, the server and the regtest node', () => {
  it('lists the sats-connect wallet, connects payment + ordinal accounts on regtest, reads the balance', async () => {
    const { adapter } = makeAdapter()
    expect(adapter.getConnectors()).toEqual([
      expect.objectContaining({ id: ID, type: 'ANNOUNCED', chain: 'bip122', name: 'Gangway Dev Wallet' }),
    ])
    const connection = await adapter.connect({ connectorId: ID, chainId: bitcoinRegtest.id })
    expect(connection).toEqual({
      connectorId: ID,
      accounts: [
        { address: ACCOUNT.payment.address, type: 'payment' },
        { address: ACCOUNT.ordinal.address, type: 'ordinal' },
      ],
      chainId: '0f9188f13cb7b2c71f2a335e3a4fc328',
    })
    // the network is passed on: the regtest-only dev wallet refuses Mainnet (sats-connect's invalid params)
    await expect(adapter.connect({ connectorId: ID, chainId: bitcoin.id })).rejects.toMatchObject({
      code: 'WALLET_ERROR',
      message: expect.stringContaining('Regtest only'),
    })
    expect(await adapter.getBalance({ address: ACCOUNT.payment.address, network: regtest })).toEqual({
      balance: '2',
      symbol: 'BTC',
    })
    adapter.destroy()
  })

  it('sends BTC with a fee rate: a PSBT the wallet signs, broadcast, confirmed once mined, balances changed', async () => {
    const { adapter } = makeAdapter()
    await adapter.connect({ connectorId: ID, chainId: bitcoinRegtest.id })
    const transfer = { from: ACCOUNT.payment.address, network: regtest, to: RECEIVER, amount: 50_000_000n, feeRate: 2 }
    // one P2WPKH input, the receiver's and the change output: 141 vB × 2 sat/vB
    expect(await adapter.estimateTokenFee(transfer)).toEqual({ fee: '0.00000282', symbol: 'BTC' })

    // declined in the wallet: 4001, nothing sent
    approving = false
    const declined = await adapter.sendToken({ ...transfer, connectorId: ID }).catch((e: unknown) => e)
    approving = true
    expect(declined).toBeInstanceOf(BitcoinAdapterError)
    expect(declined).toMatchObject({ code: 'WALLET_ERROR', rpcCode: 4001 })

    // more than it holds: refused before the wallet is asked
    const before = asked
    await expect(adapter.sendToken({ ...transfer, amount: 300_000_000n, connectorId: ID })).rejects.toThrow(
      'Insufficient funds',
    )
    expect(asked).toBe(before)

    const txid = await adapter.sendToken({ ...transfer, connectorId: ID })
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    const waiting = adapter.waitForTransaction({ hash: txid, network: regtest })
    await node.mine(1)
    await waiting
    expect(await adapter.getBalance({ address: RECEIVER, network: regtest })).toEqual({ balance: '0.5', symbol: 'BTC' })
    expect((await adapter.getBalance({ address: ACCOUNT.payment.address, network: regtest })).balance).toBe(
      '1.49999718',
    )
    adapter.destroy()
  })

  it('signs messages with BIP-322 by default (and ECDSA when asked); both verify', async () => {
    const { adapter } = makeAdapter()
    await adapter.connect({ connectorId: ID, chainId: bitcoinRegtest.id })
    const message = 'Sign in to Gangway'
    const bip322 = await adapter.signMessage({ connectorId: ID, address: ACCOUNT.payment.address, message })
    expect(verifyBitcoinMessage(ACCOUNT.payment.address, message, bip322)).toEqual({ valid: true, protocol: 'BIP322' })
    const provider = adapter.getProvider(ID)
    const ecdsa = await provider?.signMessage({ address: ACCOUNT.payment.address, message, protocol: 'ecdsa' })
    expect(verifyBitcoinMessage(ACCOUNT.payment.address, message, ecdsa as string)).toEqual({
      valid: true,
      protocol: 'ECDSA',
    })
    await expect(adapter.signMessage({ connectorId: ID, address: RECEIVER, message })).rejects.toMatchObject({
      code: 'NOT_CONNECTED',
      rpcCode: 4100,
    })
    adapter.destroy()
  })

  it("answers AppKit's BitcoinConnector for useAppKitProvider('bip122'): addresses, sendTransfer, signPSBT", async () => {
    const { adapter } = makeAdapter()
    await adapter.connect({ connectorId: ID, chainId: bitcoinRegtest.id })
    const provider = adapter.getProvider(ID)
    if (!provider) throw new Error('no provider')
    expect(adapter.getProvider(ID)).toBe(provider)
    expect(provider).toMatchObject({ id: ID, name: 'Gangway Dev Wallet', chain: 'bip122', type: 'ANNOUNCED' })
    expect(await provider.getAccountAddresses()).toEqual([
      expect.objectContaining({ address: ACCOUNT.payment.address, purpose: 'payment' }),
      expect.objectContaining({ address: ACCOUNT.ordinal.address, purpose: 'ordinal' }),
    ])
    const txid = await provider.sendTransfer({ recipient: RECEIVER, amount: '10000' })
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    // the wallet's own sats-connect methods through request()
    expect(await provider.request({ method: 'getBalance' })).toMatchObject({ total: expect.any(String) })
    adapter.destroy()
  })

  it('restores the connection silently, and not after a disconnect', async () => {
    const { adapter, seen } = makeAdapter()
    await adapter.connect({ connectorId: ID })
    const asking = asked
    const restored = await makeAdapter().adapter.reconnect({ connectorId: ID, chainId: bitcoinRegtest.id })
    expect(restored?.accounts[0]).toEqual({ address: ACCOUNT.payment.address, type: 'payment' })
    expect(asked).toBe(asking)
    await adapter.disconnect({ connectorId: ID })
    expect(await makeAdapter().adapter.reconnect({ connectorId: ID })).toBeUndefined()
    expect(await makeAdapter({ announceTimeoutMs: 50 }).adapter.reconnect({ connectorId: 'Nope' })).toBeUndefined()
    expect(seen.disconnected).toEqual([])
  })

  it('waitForTransaction gives up after its time limit', async () => {
    const { adapter } = makeAdapter({ confirmationTimeoutMs: 300 })
    await expect(adapter.waitForTransaction({ hash: 'ab'.repeat(32), network: regtest })).rejects.toMatchObject({
      code: 'TRANSACTION_FAILED',
    })
  })
})

/**
 * A wallet-standard Bitcoin wallet as Exodus-style wallets register one (`bitcoin:connect`,
 * `bitcoin:signTransaction`), signing PSBTs with a real dev key — no such wallet is on npm to run here.
 */
function standardWallet(name: string, account: ReturnType<typeof bitcoinDevAccount>): Wallet {
  const accounts: WalletAccount[] = [
    {
      address: account.payment.address,
      publicKey: Buffer.from(account.payment.publicKey, 'hex'),
      chains: ['bitcoin:regtest'],
      features: [],
      purpose: 'payment',
    } as WalletAccount,
    {
      address: account.ordinal.address,
      publicKey: Buffer.from(account.ordinal.publicKey, 'hex'),
      chains: ['bitcoin:regtest'],
      features: [],
      purpose: 'ordinals',
    } as WalletAccount,
  ]
  let connected: WalletAccount[] = []
  return {
    version: '1.0.0',
    name,
    icon: 'data:image/svg+xml;base64,AA==',
    chains: ['bitcoin:regtest'],
    get accounts() {
      return connected
    },
    features: {
      'bitcoin:connect': {
        version: '1.0.0',
        connect: async () => {
          connected = accounts
          return { accounts }
        },
      },
      'bitcoin:signTransaction': {
        version: '1.0.0',
        signTransaction: async (input: {
          psbt: Uint8Array
          inputsToSign: { account: WalletAccount; signingIndexes: number[] }[]
        }) => {
          const tx = Transaction.fromPSBT(input.psbt)
          for (const { account: signer, signingIndexes } of input.inputsToSign) {
            expect(signer.address).toBe(account.payment.address)
            for (const index of signingIndexes) tx.signIdx(account.payment.privateKey, index)
          }
          return [{ signedPsbt: tx.toPSBT() }]
        },
      },
    },
  } as unknown as Wallet
}

describe('BitcoinAdapter with a wallet-standard Bitcoin wallet', () => {
  it('lists it once registered, connects payment + ordinal, and sends a PSBT it signs (the adapter broadcasts)', async () => {
    const account = bitcoinDevAccount(12_000 + (process.pid % 5000))
    await rpc('sendtoaddress', [account.payment.address, 1])
    await node.mine(1)
    const { adapter, seen } = makeAdapter()
    const off = getWallets().register(standardWallet('Standard BTC', account))
    // a Solana-only wallet-standard wallet is not a Bitcoin one
    const offOther = getWallets().register({
      version: '1.0.0',
      name: 'Solana Only',
      icon: 'data:image/svg+xml;base64,AA==',
      chains: ['solana:mainnet'],
      accounts: [],
      features: { 'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [] }) } },
    } as unknown as Wallet)
    try {
      expect(adapter.getConnectors().map((c) => c.id)).toEqual([ID, 'Standard BTC'])
      const connection = await adapter.connect({ connectorId: 'Standard BTC', chainId: bitcoinRegtest.id })
      expect(connection.accounts).toEqual([
        { address: account.payment.address, type: 'payment' },
        { address: account.ordinal.address, type: 'ordinal' },
      ])
      const txid = await adapter.sendToken({
        connectorId: 'Standard BTC',
        from: account.payment.address,
        network: regtest,
        to: RECEIVER,
        amount: 20_000_000n,
        feeRate: 1,
      })
      await node.mine(1)
      await adapter.waitForTransaction({ hash: txid, network: regtest })
      // 141 vB at 1 sat/vB
      expect((await adapter.getBalance({ address: account.payment.address, network: regtest })).balance).toBe(
        '0.79999859',
      )
      const provider = adapter.getProvider('Standard BTC')
      expect(provider?.type).toBe('ANNOUNCED')
      off()
      expect(adapter.getConnectors().map((c) => c.id)).toEqual([ID])
      expect(seen.disconnected).toEqual(['Standard BTC'])
    } finally {
      offOther()
      adapter.destroy()
    }
  })
})
