import {
  type CaipNetwork,
  connect,
  createKit,
  defineCaipNetwork,
  destroyKit,
  getPayError,
  getPayResult,
  openPay,
  payWithWallet,
  solanaDevnet,
} from '@gangway/core'
import { DEVNET_MNEMONIC, deployments, solanaDevKeys } from '@gangway/devnet'
import { startTestSolana } from '@gangway/devnet/testSolana'
import { createSolanaDevWallet } from '@gangway/wallet'
import { address, createSolanaRpc, generateKeyPairSigner } from '@solana/kit'
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { getWallets } from '@wallet-standard/app'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SolanaAdapter } from './SolanaAdapter.ts'

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

describe('AppKit Pay on Solana (core’s payWithWallet → SolanaAdapter → the Solana dev wallet → the local chain)', () => {
  it('pays gUSD (SPL) and SOL to a new address, switching from Solana devnet; a declined payment moves nothing', async () => {
    let approve = true
    const dev = createSolanaDevWallet({
      secret: solanaDevKeys(DEVNET_MNEMONIC).privateKey(0),
      approve: async () => approve,
      origin: 'http://localhost:5173',
      rpcUrls: { 'solana:localnet': chain.rpcUrl },
    })
    await dev.ready
    const off = getWallets().register(dev.wallet)
    const adapter = new SolanaAdapter({ walletConnect: false })
    const kit = createKit({
      projectId: 'local',
      networks: [solanaDevnet, local],
      adapters: [adapter],
      features: { email: false, socials: false, pay: true },
      // the local chain read from its own node, on purpose (else: the Gangway server's /v1)
      customRpcUrls: { [local.caipNetworkId]: [{ url: chain.rpcUrl }] },
    })
    await kit.ready
    await connect(kit, { connectorId: WALLET })
    expect(kit.stores.chains.get().activeNetwork.caipNetworkId).toBe(solanaDevnet.caipNetworkId)

    const till = (await generateKeyPairSigner()).address
    openPay(kit, {
      paymentAsset: {
        network: local.caipNetworkId,
        asset: GUSD.mint,
        metadata: { name: 'Gangway USD', symbol: 'gUSD', decimals: GUSD.decimals },
      },
      recipient: till,
      amount: 5,
    })
    const signature = await payWithWallet(kit)
    expect(getPayResult(kit)).toBe(signature)
    expect(kit.stores.chains.get().activeNetwork.caipNetworkId).toBe(local.caipNetworkId)
    await adapter.waitForTransaction({ hash: signature, network: local })
    const [ata] = await findAssociatedTokenPda({
      owner: address(till),
      mint: address(GUSD.mint),
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    expect((await rpc.getTokenAccountBalance(ata).send()).value.amount).toBe('5000000')

    openPay(kit, {
      paymentAsset: {
        network: local.caipNetworkId,
        asset: 'native',
        metadata: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      },
      recipient: till,
      amount: 0.25,
    })
    await adapter.waitForTransaction({ hash: await payWithWallet(kit), network: local })
    expect((await rpc.getBalance(address(till)).send()).value).toBe(250_000_000n)

    approve = false
    openPay(kit, {
      paymentAsset: {
        network: local.caipNetworkId,
        asset: 'native',
        metadata: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      },
      recipient: till,
      amount: 1,
    })
    await expect(payWithWallet(kit)).rejects.toMatchObject({ code: 'GENERIC_PAYMENT_ERROR' })
    expect(getPayError(kit)).toBe('Unable to process payment')
    expect(kit.stores.pay.get().reason).toBe('Transaction declined')
    expect((await rpc.getBalance(address(till)).send()).value).toBe(250_000_000n)
    destroyKit(kit)
    off()
  })
})
