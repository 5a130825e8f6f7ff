import {
  type AdapterAccount,
  type AdapterConnector,
  type AdapterEvents,
  type CaipNetwork,
  connect,
  createKit,
  defineCaipNetwork,
  destroyKit,
  disconnect,
  estimateSendFee,
  fetchBalance,
  getAccount,
  rpcCodeOf,
  AdapterError as SolanaAdapterError,
  sendToken,
  signMessage,
  solana,
  solanaDevnet,
  switchNetwork,
  updateSend,
} from '@gangway/core'
import { DEVNET_MNEMONIC, deployments, solanaDevKeys } from '@gangway/devnet'
import { startTestSolana } from '@gangway/devnet/testSolana'
import { type ApprovalRequest, createSolanaDevWallet, type SolanaDevWallet } from '@gangway/wallet'
import {
  address,
  createSolanaRpc,
  generateKeyPairSigner,
  getBase58Encoder,
  getPublicKeyFromAddress,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import {
  Connection,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { SolanaAdapter } from './SolanaAdapter.ts'

const keys = solanaDevKeys(DEVNET_MNEMONIC)
const ACCOUNT_0 = deployments.solana.accounts[0] as string
const ACCOUNT_1 = deployments.solana.accounts[1] as string
const GUSD = deployments.solana.tokens.usd as { mint: string; decimals: number }
const WALLET = 'Gangway Dev Wallet'

let chain: Awaited<ReturnType<typeof startTestSolana>>
let local: CaipNetwork
let rpc: ReturnType<typeof createSolanaRpc>
beforeAll(async () => {
  chain = await startTestSolana()
  rpc = createSolanaRpc(chain.rpcUrl)
  local = defineCaipNetwork({
    namespace: 'solana',
    reference: deployments.solana.caipNetworkId.split(':')[1] as string,
    name: 'Gangway Solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrl: chain.rpcUrl,
  })
})
afterAll(async () => {
  await chain?.stop()
})

/** What the adapter told the kit. */
function recorder() {
  const calls = {
    connectors: [] as AdapterConnector[][],
    accounts: [] as [string, AdapterAccount[]][],
    disconnected: [] as string[],
    pairing: [] as string[],
  }
  const events: AdapterEvents = {
    connectorsChanged: (c) => calls.connectors.push(c),
    accountsChanged: (id, a) => calls.accounts.push([id, a]),
    chainChanged: () => undefined,
    disconnected: (id) => calls.disconnected.push(id),
    pairingUri: (_id, uri) => calls.pairing.push(uri),
  }
  return { calls, events }
}

/** The Solana dev wallet of apps/wallet (real ed25519 signing) with dev account 0's funded key. */
async function devWallet(answer: (r: ApprovalRequest) => boolean = () => true): Promise<SolanaDevWallet> {
  const dev = createSolanaDevWallet({
    secret: keys.privateKey(0),
    approve: async (r) => answer(r),
    origin: 'http://localhost:5173',
    rpcUrls: { 'solana:localnet': chain.rpcUrl },
  })
  await dev.ready
  return dev
}

/** The same wallet under another name and chain list (a second wallet on the page). */
function variant(wallet: Wallet, name: string, chains: Wallet['chains']): Wallet {
  return {
    version: wallet.version,
    name,
    icon: wallet.icon,
    chains,
    features: wallet.features,
    get accounts() {
      return wallet.accounts
    },
  }
}

function adapterFor(networks: CaipNetwork[]) {
  const adapter = new SolanaAdapter({ walletConnect: false, connectionSettings: 'confirmed', announceTimeoutMs: 100 })
  const { calls, events } = recorder()
  adapter.setup({ networks, events })
  return { adapter, calls }
}

const lamports = async (owner: string) => (await rpc.getBalance(address(owner)).send()).value

describe('SolanaAdapter with the wallet-standard dev wallet on the local chain', () => {
  let dev: SolanaDevWallet
  let unregister: () => void
  let adapter: SolanaAdapter
  let calls: ReturnType<typeof recorder>['calls']
  let answer: (r: ApprovalRequest) => boolean = () => true

  beforeAll(async () => {
    dev = await devWallet((r) => answer(r))
    ;({ adapter, calls } = adapterFor([local, solana, solanaDevnet]))
  })
  afterAll(() => {
    adapter.destroy()
    unregister?.()
  })

  it('lists wallet-standard Solana wallets as they register, and only those', () => {
    expect(adapter.getConnectors()).toEqual([])
    unregister = getWallets().register(dev.wallet)
    const offBitcoin = getWallets().register(
      variant(dev.wallet, 'Bitcoin Only', ['bip122:000000000019d6689c085ae165831e93']),
    )
    expect(adapter.getConnectors()).toEqual([
      {
        id: WALLET,
        type: 'ANNOUNCED',
        chain: 'solana',
        name: WALLET,
        imageUrl: dev.wallet.icon,
        info: { name: WALLET, icon: dev.wallet.icon },
      },
    ])
    expect(calls.connectors.at(-1)?.map((c) => c.id)).toEqual([WALLET])
    offBitcoin()
  })

  it('connects, answering the account and the active network', async () => {
    const connection = await adapter.connect({ connectorId: WALLET, chainId: local.id })
    expect(connection).toEqual({
      connectorId: WALLET,
      accounts: [{ address: ACCOUNT_0, type: 'eoa' }],
      chainId: local.id,
    })
    expect(dev.connected).toBe(true)
  })

  it("answers the chain's balance in whole SOL", async () => {
    const onChain = await lamports(ACCOUNT_0)
    expect(onChain).toBe(1000n * 10n ** 9n)
    expect(await adapter.getBalance({ address: ACCOUNT_0, network: local })).toEqual({ balance: '1000', symbol: 'SOL' })
  })

  it('estimates the fee of a SOL send and of an SPL send that creates the receiver’s token account', async () => {
    const to = (await generateKeyPairSigner()).address
    const sol = await adapter.estimateTokenFee({ from: ACCOUNT_0, network: local, to, amount: 1n })
    expect(sol).toEqual({ fee: '0.000005', symbol: 'SOL' })
    const rent = await rpc.getMinimumBalanceForRentExemption(165n).send()
    const spl = await adapter.estimateTokenFee({
      from: ACCOUNT_0,
      network: local,
      to,
      amount: 1n,
      token: { address: GUSD.mint, decimals: GUSD.decimals },
    })
    expect(spl.fee).toBe(((Number(rent) + 5000) / 1e9).toString())
  })

  it('sends SOL: the receiver’s on-chain balance changes', async () => {
    const to = (await generateKeyPairSigner()).address
    const hash = await adapter.sendToken({
      connectorId: WALLET,
      from: ACCOUNT_0,
      network: local,
      to,
      amount: 500_000_000n,
    })
    await adapter.waitForTransaction({ hash, network: local })
    expect(await lamports(to)).toBe(500_000_000n)
    expect(await adapter.getBalance({ address: to, network: local })).toEqual({ balance: '0.5', symbol: 'SOL' })
  })

  it('sends an SPL token to a new address, creating its associated token account', async () => {
    const to = (await generateKeyPairSigner()).address
    const mint = address(GUSD.mint)
    const [ata] = await findAssociatedTokenPda({ owner: address(to), mint, tokenProgram: TOKEN_PROGRAM_ADDRESS })
    expect((await rpc.getAccountInfo(ata, { encoding: 'base64' }).send()).value).toBeNull()
    const hash = await adapter.sendToken({
      connectorId: WALLET,
      from: ACCOUNT_0,
      network: local,
      to,
      amount: 12_500_000n,
      token: { address: GUSD.mint, decimals: GUSD.decimals },
    })
    await adapter.waitForTransaction({ hash, network: local })
    const balance = (await rpc.getTokenAccountBalance(ata).send()).value
    expect(balance).toMatchObject({ amount: '12500000', decimals: 6, uiAmountString: '12.5' })
  })

  it('refuses bad transfers before asking the wallet', async () => {
    const asked: ApprovalRequest[] = []
    answer = (r) => {
      asked.push(r)
      return true
    }
    const base = { connectorId: WALLET, from: ACCOUNT_0, network: local }
    await expect(adapter.sendToken({ ...base, to: 'nope', amount: 1n })).rejects.toMatchObject({
      code: 'INVALID_TRANSFER',
    })
    await expect(adapter.sendToken({ ...base, to: ACCOUNT_1, amount: 0n })).rejects.toMatchObject({
      code: 'INVALID_TRANSFER',
    })
    await expect(
      adapter.sendToken({ ...base, to: ACCOUNT_1, amount: 1n, token: { address: ACCOUNT_1, decimals: 6 } }),
    ).rejects.toMatchObject({ code: 'INVALID_TRANSFER' })
    await expect(adapter.sendToken({ ...base, from: ACCOUNT_1, to: ACCOUNT_0, amount: 1n })).rejects.toMatchObject({
      code: 'NOT_CONNECTED',
    })
    expect(asked).toEqual([])
    await expect(adapter.sendTransaction()).rejects.toMatchObject({ code: 'METHOD_NOT_SUPPORTED' })
  })

  it('signs a message with the account’s ed25519 key (base58 signature)', async () => {
    const message = 'Sign in to Gangway'
    const signature = await adapter.signMessage({ connectorId: WALLET, address: ACCOUNT_0, message })
    const bytes = new Uint8Array(getBase58Encoder().encode(signature)) as SignatureBytes
    const key = await getPublicKeyFromAddress(address(ACCOUNT_0))
    expect(await verifySignature(key, bytes, new TextEncoder().encode(message))).toBe(true)
    expect(await verifySignature(key, bytes, new TextEncoder().encode('something else'))).toBe(false)
  })

  it('keeps the wallet’s 4001 when the visitor rejects', async () => {
    answer = () => false
    const error = await adapter
      .signMessage({ connectorId: WALLET, address: ACCOUNT_0, message: 'no' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SolanaAdapterError)
    expect(error).toMatchObject({ code: 'WALLET_ERROR', rpcCode: 4001 })
    expect(rpcCodeOf(error)).toBe(4001)
    const send = await adapter
      .sendToken({ connectorId: WALLET, from: ACCOUNT_0, network: local, to: ACCOUNT_1, amount: 1n })
      .catch((e: unknown) => e)
    expect(send).toMatchObject({ rpcCode: 4001 })
    answer = () => true
  })

  it('gives AppKit’s Solana provider: sign a message, sign and send a web3.js transaction', async () => {
    const provider = adapter.getProvider(WALLET)
    if (!provider) throw new Error('no provider')
    expect(provider.publicKey?.toBase58()).toBe(ACCOUNT_0)
    expect(provider.chains.map((n) => n.caipNetworkId)).toEqual([
      local.caipNetworkId,
      solana.caipNetworkId,
      solanaDevnet.caipNetworkId,
    ])
    expect(await provider.getAccounts()).toEqual([{ namespace: 'solana', address: ACCOUNT_0, type: 'eoa' }])
    const message = new TextEncoder().encode('provider message')
    const signature = await provider.signMessage(message)
    const key = await getPublicKeyFromAddress(address(ACCOUNT_0))
    expect(await verifySignature(key, signature as SignatureBytes, message)).toBe(true)

    // a @solana/web3.js transaction, as AppKit sites build them
    const connection = new Connection(chain.rpcUrl, 'confirmed')
    const to = (await generateKeyPairSigner()).address
    const build = async () => {
      const { blockhash } = await connection.getLatestBlockhash()
      return new Transaction({ feePayer: new PublicKey(ACCOUNT_0), recentBlockhash: blockhash }).add(
        SystemProgram.transfer({
          fromPubkey: new PublicKey(ACCOUNT_0),
          toPubkey: new PublicKey(to),
          lamports: 1_000_000,
        }),
      )
    }
    const signed = await provider.signTransaction(await build())
    expect(signed).toBeInstanceOf(Transaction)
    expect(signed.verifySignatures()).toBe(true)
    const sent = await provider.signAndSendTransaction(await build())
    await adapter.waitForTransaction({ hash: sent, network: local })
    const viaConnection = await provider.sendTransaction(await build(), connection)
    await adapter.waitForTransaction({ hash: viaConnection, network: local })
    expect(await lamports(to)).toBe(2_000_000n)

    // a VersionedTransaction comes back as one, signed by the account
    const { blockhash } = await connection.getLatestBlockhash()
    const v0 = new VersionedTransaction(
      new TransactionMessage({
        payerKey: new PublicKey(ACCOUNT_0),
        recentBlockhash: blockhash,
        instructions: [
          SystemProgram.transfer({ fromPubkey: new PublicKey(ACCOUNT_0), toPubkey: new PublicKey(to), lamports: 1 }),
        ],
      }).compileToV0Message(),
    )
    const [legacy, versioned] = await provider.signAllTransactions([await build(), v0])
    expect(legacy).toBeInstanceOf(Transaction)
    expect(versioned).toBeInstanceOf(VersionedTransaction)
    const v0Signature = (versioned as VersionedTransaction).signatures[0] as Uint8Array
    expect(await verifySignature(key, v0Signature as SignatureBytes, v0.message.serialize())).toBe(true)
  })

  it('waitForTransaction fails on a transaction that failed on chain, and after its time limit', async () => {
    const provider = adapter.getProvider(WALLET)
    const { blockhash } = (await rpc.getLatestBlockhash().send()).value
    const tooMuch = new Transaction({ feePayer: new PublicKey(ACCOUNT_0), recentBlockhash: blockhash }).add(
      SystemProgram.transfer({
        fromPubkey: new PublicKey(ACCOUNT_0),
        toPubkey: new PublicKey(ACCOUNT_1),
        lamports: 10n ** 18n,
      }),
    )
    const hash = await provider?.signAndSendTransaction(tooMuch, { skipPreflight: true })
    await expect(adapter.waitForTransaction({ hash: hash as string, network: local })).rejects.toMatchObject({
      code: 'TRANSACTION_FAILED',
      message: expect.stringContaining(`Transaction ${hash} failed`),
    })
    const impatient = new SolanaAdapter({
      walletConnect: false,
      connectionSettings: { confirmTransactionInitialTimeout: 300 },
    })
    const never = '5'.repeat(88)
    await expect(impatient.waitForTransaction({ hash: never, network: local })).rejects.toMatchObject({
      code: 'TRANSACTION_FAILED',
      message: `Transaction ${never} was not confirmed within 300 ms`,
    })
  })

  it('signs through a wallet without signAndSendTransaction and sends itself', async () => {
    const signOnly = await devWallet()
    const { 'solana:signAndSendTransaction': _left, ...features } = signOnly.wallet.features
    const off = getWallets().register({ ...variant(signOnly.wallet, 'Sign Only', ['solana:localnet']), features })
    await adapter.connect({ connectorId: 'Sign Only' })
    const to = (await generateKeyPairSigner()).address
    const hash = await adapter.sendToken({
      connectorId: 'Sign Only',
      from: ACCOUNT_0,
      network: local,
      to,
      amount: 1_000_000n,
    })
    await adapter.waitForTransaction({ hash, network: local })
    expect(await lamports(to)).toBe(1_000_000n)
    await adapter.disconnect({ connectorId: 'Sign Only' })
    off()
  })

  it('hears account changes from the wallet', async () => {
    await dev.setSecret(keys.privateKey(1))
    expect(calls.accounts.at(-1)).toEqual([WALLET, [{ address: ACCOUNT_1, type: 'eoa' }]])
    await dev.setSecret(keys.privateKey(0))
    expect(calls.accounts.at(-1)).toEqual([WALLET, [{ address: ACCOUNT_0, type: 'eoa' }]])
  })

  it('switches networks the wallet lists; refuses one it lacks and one the site does not have', async () => {
    await adapter.switchNetwork({ connectorId: WALLET, network: solanaDevnet })
    expect(adapter.activeNetwork?.caipNetworkId).toBe(solanaDevnet.caipNetworkId)
    await adapter.switchNetwork({ connectorId: WALLET, network: local })
    expect(adapter.activeNetwork?.caipNetworkId).toBe(local.caipNetworkId)
    const foreign = defineCaipNetwork({
      namespace: 'solana',
      reference: 'NotTheSitesNetwork11111111111111',
      name: 'Other',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrl: chain.rpcUrl,
    })
    await expect(adapter.switchNetwork({ connectorId: WALLET, network: foreign })).rejects.toMatchObject({
      code: 'NETWORK_NOT_FOUND',
      message: 'Network not found',
    })

    // a wallet that only knows the local chain
    const localOnly = await devWallet()
    const offLocalOnly = getWallets().register(variant(localOnly.wallet, 'Local Only', ['solana:localnet']))
    await adapter.connect({ connectorId: 'Local Only' })
    const error = await adapter
      .switchNetwork({ connectorId: 'Local Only', network: solanaDevnet })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'CHAIN_NOT_SUPPORTED', message: 'Chain is not supported', rpcCode: 4902 })
    expect(adapter.activeNetwork?.caipNetworkId).toBe(local.caipNetworkId)
    await adapter.disconnect({ connectorId: 'Local Only' })
    offLocalOnly()
  })

  it('reconnects silently after a reload, and not once the wallet stopped allowing it', async () => {
    const reloaded = adapterFor([local, solana])
    const asked: ApprovalRequest[] = []
    answer = (r) => {
      asked.push(r)
      return true
    }
    expect(await reloaded.adapter.reconnect({ connectorId: WALLET })).toEqual({
      connectorId: WALLET,
      accounts: [{ address: ACCOUNT_0, type: 'eoa' }],
      chainId: local.id,
    })
    expect(asked).toEqual([])
    reloaded.adapter.destroy()

    const stranger = await devWallet()
    const offStranger = getWallets().register(variant(stranger.wallet, 'Not Connected', ['solana:localnet']))
    const fresh = adapterFor([local])
    expect(await fresh.adapter.reconnect({ connectorId: 'Not Connected' })).toBeUndefined()
    expect(await fresh.adapter.reconnect({ connectorId: 'Never Registered' })).toBeUndefined()
    fresh.adapter.destroy()
    offStranger()
  })

  it('disconnects (no event for its own disconnect) and reports a disconnect the wallet makes', async () => {
    await adapter.disconnect({ connectorId: WALLET })
    expect(dev.connected).toBe(false)
    expect(calls.disconnected).toEqual([])
    await expect(adapter.signMessage({ connectorId: WALLET, address: ACCOUNT_0, message: 'x' })).rejects.toMatchObject({
      code: 'NOT_CONNECTED',
    })

    await adapter.connect({ connectorId: WALLET })
    dev.disconnect() // the wallet ends it
    expect(calls.disconnected).toEqual([WALLET])
  })

  it('reports a connected wallet that unregisters as disconnected and drops its connector', async () => {
    await adapter.connect({ connectorId: WALLET })
    unregister()
    expect(calls.disconnected).toEqual([WALLET, WALLET])
    expect(adapter.getConnectors()).toEqual([])
  })
})

describe('SolanaAdapter in a kit (core actions over the adapter contract)', () => {
  it('connects, reads the balance, sends the Send form, signs, switches network and disconnects through core', async () => {
    const dev = await devWallet()
    const off = getWallets().register(dev.wallet)
    const data = new Map<string, string>()
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    }
    const adapter = new SolanaAdapter({ walletConnect: false })
    // the site reads its local chain from that chain's own node, on purpose (else: the Gangway server's /v1)
    const kit = createKit({
      projectId: 'local',
      networks: [local, solanaDevnet],
      adapters: [adapter],
      storage,
      customRpcUrls: { [local.caipNetworkId]: [{ url: chain.rpcUrl }] },
    })
    await kit.ready
    expect(kit.stores.connectors.get().connectors.map((c) => c.id)).toContain(WALLET)

    await connect(kit, { connectorId: WALLET })
    expect(getAccount(kit, 'solana')).toMatchObject({ address: ACCOUNT_0, isConnected: true, status: 'connected' })
    expect(kit.stores.chains.get().activeNetwork.caipNetworkId).toBe(local.caipNetworkId)
    expect(await fetchBalance(kit, 'solana', { force: true })).toEqual(
      await adapter.getBalance({ address: ACCOUNT_0, network: local }),
    )

    // the Send form: 1.25 gUSD to a new address (core → adapter.estimateTokenFee / sendToken)
    const to = (await generateKeyPairSigner()).address
    updateSend(kit, {
      token: {
        name: 'Gangway USD',
        symbol: 'gUSD',
        chainId: local.caipNetworkId,
        address: `${local.caipNetworkId}:${GUSD.mint}`,
        value: 0,
        price: 0,
        quantity: { decimals: '6', numeric: '100' },
        iconUrl: '',
      },
      amount: '1.25',
      receiver: to,
    })
    expect((await estimateSendFee(kit))?.symbol).toBe('SOL')
    const hash = await sendToken(kit)
    await adapter.waitForTransaction({ hash, network: local })
    const [ata] = await findAssociatedTokenPda({
      owner: address(to),
      mint: address(GUSD.mint),
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    expect((await rpc.getTokenAccountBalance(ata).send()).value.amount).toBe('1250000')

    const signature = await signMessage(kit, 'through core')
    const key = await getPublicKeyFromAddress(address(ACCOUNT_0))
    const bytes = new Uint8Array(getBase58Encoder().encode(signature)) as SignatureBytes
    expect(await verifySignature(key, bytes, new TextEncoder().encode('through core'))).toBe(true)

    await switchNetwork(kit, solanaDevnet)
    expect(kit.stores.chains.get().activeNetwork.caipNetworkId).toBe(solanaDevnet.caipNetworkId)
    expect(adapter.activeNetwork?.caipNetworkId).toBe(solanaDevnet.caipNetworkId)

    await disconnect(kit)
    expect(getAccount(kit, 'solana').isConnected).toBe(false)
    expect(dev.connected).toBe(false)
    destroyKit(kit)
    off()
  })
})

describe('SolanaAdapter options', () => {
  it('validates the commitments against SPEC §5 and maps the deprecated names', () => {
    expect(new SolanaAdapter({ walletConnect: false }).connectionSettings).toMatchObject({
      commitment: 'confirmed',
      preflightCommitment: 'confirmed',
    })
    expect(
      new SolanaAdapter({
        walletConnect: false,
        connectionSettings: { commitment: 'max', preflightCommitment: 'singleGossip' },
      }).connectionSettings,
    ).toMatchObject({ commitment: 'finalized', preflightCommitment: 'confirmed' })
    expect(
      new SolanaAdapter({ walletConnect: false, connectionSettings: 'recent' }).connectionSettings.commitment,
    ).toBe('processed')
    const bad = () =>
      new SolanaAdapter({ connectionSettings: { preflightCommitment: 'fast' as never } }) as unknown as SolanaAdapter
    expect(bad).toThrow(SolanaAdapterError)
    expect(bad).toThrow(
      'SolanaAdapter: connectionSettings.preflightCommitment must be one of processed, confirmed, finalized, recent, single, singleGossip, root, max (got "fast")',
    )
    expect(() => new SolanaAdapter({ connectionSettings: 'soon' as never })).toThrow(
      /connectionSettings must be one of/,
    )
    expect(() => new SolanaAdapter({ connectionSettings: { commitmnet: 'confirmed' } as never })).toThrow(
      'SolanaAdapter: connectionSettings has unknown option(s) commitmnet',
    )
  })

  it('lists wallet-standard wallets given in `wallets` and names what it ignores on the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const dev = await devWallet()
    const legacyAdapter = { name: 'Phantom', connect: async () => undefined, publicKey: null }
    const adapter = new SolanaAdapter({
      walletConnect: false,
      wallets: [variant(dev.wallet, 'Given Wallet', ['solana:localnet']), legacyAdapter],
      registerWalletStandard: true,
      connectionSettings: { commitment: 'confirmed', wsEndpoint: 'ws://127.0.0.1:1' },
    })
    adapter.setup({ networks: [local], events: recorder().events })
    expect(adapter.getConnectors().map((c) => c.id)).toEqual(['Given Wallet'])
    expect(warn.mock.calls.map(([text]) => text)).toEqual([
      "gangway: connectionSettings.wsEndpoint has no effect in Gangway's SolanaAdapter",
      'gangway: SolanaAdapter: 1 of the given wallets are not wallet-standard Solana wallets and are ignored (wallets register themselves with wallet-standard)',
      'gangway: SolanaAdapter: registerWalletStandard has no effect (WalletConnect is the adapter’s own connector)',
    ])
    adapter.destroy()
    warn.mockRestore()
  })
})
