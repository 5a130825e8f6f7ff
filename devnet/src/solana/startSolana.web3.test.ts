import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
  getMint,
  mintToChecked,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_MNEMONIC, ONRAMP_TREASURY_TOKENS } from '../devnetConstants.ts'
import { startTestSolana } from '../startTestSolana.ts'
import { SOLANA_AUTHORITY_INDEX } from './solanaConstants.ts'
import { computeSolanaDeployments, type SolanaDeployments } from './solanaDeployments.ts'
import { solanaDevKeys } from './solanaDevKeys.ts'
import type { SolanaChain } from './startSolana.ts'

// The JSON-RPC server driven by @solana/web3.js 1.98 (and @solana/spl-token): what most dapps still ship.
let chain: SolanaChain
let connection: Connection
let deployments: SolanaDeployments
let alice: Keypair
let bob: Keypair
let authority: Keypair

beforeAll(async () => {
  chain = await startTestSolana()
  connection = new Connection(chain.rpcUrl, { commitment: 'confirmed', wsEndpoint: chain.wsUrl })
  deployments = await computeSolanaDeployments()
  const keys = solanaDevKeys(DEVNET_MNEMONIC)
  const keypair = (index: number) => Keypair.fromSeed(keys.privateKey(index))
  alice = keypair(0)
  bob = keypair(1)
  authority = keypair(SOLANA_AUTHORITY_INDEX)
})
afterAll(async () => {
  await chain?.stop()
})

const transferTx = (from: Keypair, to: PublicKey, lamports: number) =>
  new Transaction().add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports }))

describe('local Solana chain with @solana/web3.js', () => {
  it('derives the seeded dev accounts from the devnet mnemonic', async () => {
    expect(alice.publicKey.toBase58()).toBe(deployments.accounts[0])
    expect(await connection.getBalance(alice.publicKey)).toBe(1000 * LAMPORTS_PER_SOL)
    expect(await connection.getGenesisHash()).toBe(deployments.genesisHash)
  })

  it('transfers SOL: balances change by exactly the amount and the flat fee', async () => {
    const [aliceBefore, bobBefore] = await Promise.all([alice, bob].map((k) => connection.getBalance(k.publicKey)))
    const tx = transferTx(alice, bob.publicKey, 2_000_000)
    const { blockhash } = await connection.getLatestBlockhash()
    tx.recentBlockhash = blockhash
    tx.feePayer = alice.publicKey
    expect((await connection.getFeeForMessage(tx.compileMessage())).value).toBe(5000)
    await sendAndConfirmTransaction(connection, tx, [alice])
    expect(await connection.getBalance(alice.publicKey)).toBe((aliceBefore ?? 0) - 2_000_000 - 5000)
    expect(await connection.getBalance(bob.publicKey)).toBe((bobBefore ?? 0) + 2_000_000)
  })

  it('lands two identical transfers in a row', async () => {
    const before = await connection.getBalance(bob.publicKey)
    const first = await sendAndConfirmTransaction(connection, transferTx(alice, bob.publicKey, 7), [alice])
    const second = await sendAndConfirmTransaction(connection, transferTx(alice, bob.publicKey, 7), [alice])
    expect(first).not.toBe(second)
    expect(await connection.getBalance(bob.publicKey)).toBe(before + 14)
  })

  it('airdrops and reports the transaction: statuses, getTransaction, getSignaturesForAddress', async () => {
    const fresh = Keypair.generate()
    const airdrop = await connection.requestAirdrop(fresh.publicKey, LAMPORTS_PER_SOL)
    await connection.confirmTransaction({ signature: airdrop, ...(await connection.getLatestBlockhash()) })
    const signature = await sendAndConfirmTransaction(connection, transferTx(fresh, bob.publicKey, 1000), [fresh])
    const { value } = await connection.getSignatureStatuses([signature, airdrop])
    expect(value.map((s) => s?.confirmationStatus)).toEqual(['finalized', 'finalized'])
    const tx = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(tx?.meta?.fee).toBe(5000)
    expect(tx?.meta?.preBalances[0]).toBe(LAMPORTS_PER_SOL)
    expect(tx?.meta?.postBalances[0]).toBe(LAMPORTS_PER_SOL - 1000 - 5000)
    expect(tx?.transaction.signatures[0]).toBe(signature)
    const history = await connection.getSignaturesForAddress(fresh.publicKey)
    expect(history.map((h) => h.signature)).toEqual([signature, airdrop])
  })

  it('mints and transfers an SPL token to a new owner (creating its token account) and reads balances', async () => {
    const gwt = deployments.tokens.gwt as { mint: string; decimals: number }
    const mint = new PublicKey(gwt.mint)
    expect((await getMint(connection, mint)).decimals).toBe(9)
    const aliceAta = getAssociatedTokenAddressSync(mint, alice.publicKey)
    await mintToChecked(connection, authority, mint, aliceAta, authority, 1_000_000_000n, 9)
    const receiver = Keypair.generate().publicKey
    const receiverAta = getAssociatedTokenAddressSync(mint, receiver)
    const tx = new Transaction().add(
      createAssociatedTokenAccountIdempotentInstruction(alice.publicKey, receiverAta, receiver, mint),
      createTransferCheckedInstruction(aliceAta, mint, receiverAta, alice.publicKey, 1_500_000_000n, 9),
    )
    await sendAndConfirmTransaction(connection, tx, [alice])
    expect((await connection.getTokenAccountBalance(receiverAta)).value.uiAmountString).toBe('1.5')
    expect((await connection.getTokenAccountBalance(aliceAta)).value.uiAmountString).toBe('999.5')
    const parsed = await connection.getParsedTokenAccountsByOwner(receiver, { mint })
    expect(parsed.value[0]?.account.data.parsed.info.tokenAmount.uiAmount).toBe(1.5)
    const raw = await connection.getTokenAccountsByOwner(alice.publicKey, { programId: TOKEN_PROGRAM_ID })
    expect(raw.value).toHaveLength(3)
    const info = await connection.getParsedAccountInfo(mint)
    // five dev accounts' 1 000 GWT, the on-ramp sandbox treasury's, and the 1 GWT minted above
    expect((info.value?.data as { parsed?: { info: { supply: string } } } | undefined)?.parsed?.info.supply).toBe(
      String((5n * 1000n + ONRAMP_TREASURY_TOKENS + 1n) * 10n ** 9n),
    )
  })

  it('refuses a transfer beyond the balance with the program logs (send and simulate)', async () => {
    const poor = Keypair.generate()
    await sendAndConfirmTransaction(connection, transferTx(alice, poor.publicKey, 10_000_000), [alice])
    const tx = transferTx(poor, bob.publicKey, 20_000_000)
    const simulated = await connection.simulateTransaction(tx, [poor])
    expect(simulated.value.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    const error = await sendAndConfirmTransaction(connection, transferTx(poor, bob.publicKey, 20_000_000), [
      poor,
    ]).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SendTransactionError)
    expect((error as SendTransactionError).message).toMatch(/custom program error: 0x1/)
    expect((await (error as SendTransactionError).getLogs(connection)).join('\n')).toMatch(/insufficient lamports/)
    expect(await connection.getBalance(poor.publicKey)).toBe(10_000_000)
  })

  it('delivers signatureSubscribe, accountSubscribe and slotSubscribe notifications', async () => {
    const receiver = Keypair.generate().publicKey
    const account = new Promise<number>((resolve) => {
      const id = connection.onAccountChange(receiver, (info) => {
        void connection.removeAccountChangeListener(id)
        resolve(info.lamports)
      })
    })
    const slot = new Promise<number>((resolve) => {
      const id = connection.onSlotChange((s) => {
        void connection.removeSlotChangeListener(id)
        resolve(s.slot)
      })
    })
    const tx = transferTx(alice, receiver, 4_000_000)
    tx.recentBlockhash = (await connection.getLatestBlockhash()).blockhash
    tx.sign(alice)
    const signature = await connection.sendRawTransaction(tx.serialize())
    const status = await new Promise((resolve) => connection.onSignature(signature, (result) => resolve(result.err)))
    expect(status).toBeNull()
    expect(await account).toBe(4_000_000)
    expect(await slot).toBeGreaterThan(1)
  })
})
