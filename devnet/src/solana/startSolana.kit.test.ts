import {
  type Address,
  appendTransactionMessageInstructions,
  assertIsTransactionWithBlockhashLifetime,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64Decoder,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  type Instruction,
  isSolanaError,
  type KeyPairSigner,
  lamports,
  pipe,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getMintToCheckedInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_MNEMONIC, ONRAMP_TREASURY_TOKENS } from '../devnetConstants.ts'
import { startTestSolana } from '../startTestSolana.ts'
import { SOLANA_AUTHORITY_INDEX, SOLANA_ONRAMP_TREASURY_INDEX, SOLANA_ONRAMP_TREASURY_SOL } from './solanaConstants.ts'
import { computeSolanaDeployments, type SolanaDeployments } from './solanaDeployments.ts'
import { solanaDevKeys } from './solanaDevKeys.ts'
import type { SolanaChain } from './startSolana.ts'

// The JSON-RPC server driven by @solana/kit 8: the client a Gangway Solana adapter uses.
let chain: SolanaChain
let rpc: ReturnType<typeof createSolanaRpc>
let rpcSubscriptions: ReturnType<typeof createSolanaRpcSubscriptions>
let sendAndConfirm: ReturnType<typeof sendAndConfirmTransactionFactory>
let deployments: SolanaDeployments
let alice: KeyPairSigner
let bob: KeyPairSigner
let authority: KeyPairSigner

beforeAll(async () => {
  chain = await startTestSolana()
  rpc = createSolanaRpc(chain.rpcUrl)
  rpcSubscriptions = createSolanaRpcSubscriptions(chain.wsUrl)
  sendAndConfirm = sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions })
  deployments = await computeSolanaDeployments()
  const keys = solanaDevKeys(DEVNET_MNEMONIC)
  ;[alice, bob, authority] = await Promise.all([keys.signer(0), keys.signer(1), keys.signer(SOLANA_AUTHORITY_INDEX)])
})
afterAll(async () => {
  await chain?.stop()
})

async function signed(payer: KeyPairSigner, instructions: Instruction[]) {
  const { value: latest } = await rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  const tx = await signTransactionMessageWithSigners(message)
  assertIsTransactionWithBlockhashLifetime(tx)
  return tx
}

async function transfer(from: KeyPairSigner, to: Address, amount: bigint) {
  const tx = await signed(from, [
    getTransferSolInstruction({ source: from, destination: to, amount: lamports(amount) }),
  ])
  await sendAndConfirm(tx, { commitment: 'confirmed' })
  return getSignatureFromTransaction(tx)
}

async function first<T>(notifications: AsyncIterable<T>): Promise<T> {
  for await (const notification of notifications) return notification
  throw new Error('the subscription ended without a notification')
}

const balance = async (address: Address) => (await rpc.getBalance(address).send()).value

describe('local Solana chain with @solana/kit', () => {
  it('answers the cluster methods a client calls first', async () => {
    expect(await rpc.getHealth().send()).toBe('ok')
    expect(await rpc.getGenesisHash().send()).toBe(deployments.genesisHash)
    expect((await rpc.getVersion().send())['solana-core']).toMatch(/^\d+\.\d+\.\d+$/)
    const slot = await rpc.getSlot().send()
    const epoch = await rpc.getEpochInfo().send()
    expect(epoch.absoluteSlot).toBe(slot)
    expect(await rpc.getBlockHeight().send()).toBe(slot)
    const { value } = await rpc.getLatestBlockhash().send()
    expect((await rpc.isBlockhashValid(value.blockhash).send()).value).toBe(true)
    expect(await rpc.getMinimumBalanceForRentExemption(165n).send()).toBe(2_039_280n)
  })

  it('seeds the dev accounts with SOL and the three mints', async () => {
    expect(await balance(alice.address)).toBe(1000n * 1_000_000_000n)
    const mints = Object.values(deployments.tokens).map((t) => t.mint)
    const { value } = await rpc.getMultipleAccounts(mints, { encoding: 'jsonParsed' }).send()
    const decimals = value.map(
      (a) => (a?.data as { parsed?: { info: { decimals: number } } } | undefined)?.parsed?.info.decimals,
    )
    expect(decimals).toEqual([6, 9, 0])
    const base64 = await rpc.getAccountInfo(mints[0] as Address, { encoding: 'base64' }).send()
    expect(base64.value?.owner).toBe(TOKEN_PROGRAM_ADDRESS)
    expect(base64.value?.data[1]).toBe('base64')
  })

  it("funds the on-ramp sandbox's treasury with SOL and every mint in its associated token accounts", async () => {
    const treasury = deployments.onrampTreasury
    expect(treasury.address).toBe(await solanaDevKeys(DEVNET_MNEMONIC).address(SOLANA_ONRAMP_TREASURY_INDEX))
    expect(await balance(treasury.address)).toBe(SOLANA_ONRAMP_TREASURY_SOL * 1_000_000_000n)
    for (const [key, token] of Object.entries(deployments.tokens)) {
      const account = treasury.tokenAccounts[key] as Address
      const [ata] = await findAssociatedTokenPda({
        owner: treasury.address,
        mint: token.mint,
        tokenProgram: TOKEN_PROGRAM_ADDRESS,
      })
      expect(account).toBe(ata)
      const { value } = await rpc.getTokenAccountBalance(account).send()
      expect(value.amount).toBe(String(ONRAMP_TREASURY_TOKENS * 10n ** BigInt(token.decimals)))
    }
  })

  it('transfers SOL: balances change by exactly the amount and the flat fee', async () => {
    const [aliceBefore, bobBefore] = [await balance(alice.address), await balance(bob.address)]
    const tx = await signed(alice, [
      getTransferSolInstruction({ source: alice, destination: bob.address, amount: lamports(1_500_000n) }),
    ])
    const fee = await rpc.getFeeForMessage(getBase64Decoder().decode(tx.messageBytes) as never).send()
    expect(fee.value).toBe(5000n)
    await sendAndConfirm(tx, { commitment: 'confirmed' })
    expect(await balance(alice.address)).toBe(aliceBefore - 1_500_000n - 5000n)
    expect(await balance(bob.address)).toBe(bobBefore + 1_500_000n)
  })

  it('lands two identical transfers in a row (a fresh blockhash after each)', async () => {
    const bobBefore = await balance(bob.address)
    const first = await transfer(alice, bob.address, 1_000_000n)
    const second = await transfer(alice, bob.address, 1_000_000n)
    expect(first).not.toBe(second)
    expect(await balance(bob.address)).toBe(bobBefore + 2_000_000n)
  })

  it('reports a sent transaction: statuses, getTransaction, getSignaturesForAddress', async () => {
    const signature = await transfer(alice, bob.address, 42_000n)
    const { value: statuses } = await rpc.getSignatureStatuses([signature]).send()
    expect(statuses[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    const tx = await rpc.getTransaction(signature, { maxSupportedTransactionVersion: 0, encoding: 'json' }).send()
    expect(tx?.meta?.err).toBeNull()
    expect(tx?.meta?.fee).toBe(5000n)
    expect(tx?.version).toBe(0)
    expect(tx?.transaction.message.accountKeys.slice(0, 2)).toEqual([alice.address, bob.address])
    const pre = tx?.meta?.preBalances ?? []
    const post = tx?.meta?.postBalances ?? []
    expect((pre[1] ?? 0n) + 42_000n).toBe(post[1])
    const history = await rpc.getSignaturesForAddress(bob.address, { limit: 2 }).send()
    expect(history[0]?.signature).toBe(signature)
    expect(history).toHaveLength(2)
  })

  it('mints and transfers an SPL token, creating the receiver’s associated token account', async () => {
    const usd = deployments.tokens.usd as { mint: Address; decimals: number }
    const receiver = await generateKeyPairSigner()
    const [aliceAta] = await findAssociatedTokenPda({
      owner: alice.address,
      mint: usd.mint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const [receiverAta] = await findAssociatedTokenPda({
      owner: receiver.address,
      mint: usd.mint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    // the mint authority (the faucet key) mints 5 gUSD to alice
    const mint = await signed(authority, [
      getMintToCheckedInstruction({
        mint: usd.mint,
        token: aliceAta,
        mintAuthority: authority,
        amount: 5_000_000n,
        decimals: 6,
      }),
    ])
    await sendAndConfirm(mint, { commitment: 'confirmed' })
    expect((await rpc.getTokenAccountBalance(aliceAta).send()).value.uiAmountString).toBe('10005')
    // alice sends 2.5 gUSD to an address that has no token account yet
    const send = await signed(alice, [
      await getCreateAssociatedTokenIdempotentInstructionAsync({
        payer: alice,
        owner: receiver.address,
        mint: usd.mint,
      }),
      getTransferCheckedInstruction({
        source: aliceAta,
        mint: usd.mint,
        destination: receiverAta,
        authority: alice,
        amount: 2_500_000n,
        decimals: 6,
      }),
    ])
    await sendAndConfirm(send, { commitment: 'confirmed' })
    expect((await rpc.getTokenAccountBalance(receiverAta).send()).value).toEqual({
      amount: '2500000',
      decimals: 6,
      uiAmount: 2.5,
      uiAmountString: '2.5',
    })
    const { value: owned } = await rpc
      .getTokenAccountsByOwner(receiver.address, { mint: usd.mint }, { encoding: 'jsonParsed' })
      .send()
    expect(owned.map((o) => o.pubkey)).toEqual([receiverAta])
    expect(owned[0]?.account.data.parsed.info).toMatchObject({
      owner: receiver.address,
      mint: usd.mint,
      tokenAmount: { amount: '2500000' },
    })
    const all = await rpc
      .getTokenAccountsByOwner(alice.address, { programId: TOKEN_PROGRAM_ADDRESS }, { encoding: 'base64' })
      .send()
    expect(all.value).toHaveLength(3)
    const tx = await rpc
      .getTransaction(getSignatureFromTransaction(send), { maxSupportedTransactionVersion: 0, encoding: 'json' })
      .send()
    expect(tx?.meta?.postTokenBalances?.find((b) => b.owner === receiver.address)?.uiTokenAmount.amount).toBe('2500000')
    const holders = await rpc
      .getProgramAccounts(TOKEN_PROGRAM_ADDRESS, {
        encoding: 'base64',
        filters: [{ dataSize: 165n }, { memcmp: { offset: 0n, bytes: usd.mint as never, encoding: 'base58' } }],
      })
      .send()
    // the dev accounts, the on-ramp sandbox's treasury and the receiver
    expect(holders).toHaveLength(deployments.accounts.length + 2)
  })

  it('refuses a transfer beyond the balance: preflight error from sendTransaction, err from simulateTransaction', async () => {
    const poor = await generateKeyPairSigner()
    await transfer(alice, poor.address, 10_000_000n)
    const tx = await signed(poor, [
      getTransferSolInstruction({ source: poor, destination: bob.address, amount: lamports(20_000_000n) }),
    ])
    const wire = getBase64EncodedWireTransaction(tx)
    const simulated = await rpc.simulateTransaction(wire, { encoding: 'base64' }).send()
    expect(simulated.value.err).toEqual({ InstructionError: [0n, { Custom: 1n }] })
    expect(simulated.value.logs?.join('\n')).toMatch(/insufficient lamports/)
    const error = await rpc
      .sendTransaction(wire, { encoding: 'base64' })
      .send()
      .catch((e: unknown) => e)
    expect(isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE)).toBe(true)
    expect((error as Error).message).toMatch(/simulation failed/i)
    expect(await balance(poor.address)).toBe(10_000_000n) // nothing changed
  })

  it('notifies signature, account and slot subscriptions over WebSocket', async () => {
    const abort = new AbortController()
    const receiver = await generateKeyPairSigner()
    const slots = await rpcSubscriptions.slotNotifications().subscribe({ abortSignal: abort.signal })
    const accounts = await rpcSubscriptions
      .accountNotifications(receiver.address, { encoding: 'base64' })
      .subscribe({ abortSignal: abort.signal })
    const tx = await signed(alice, [
      getTransferSolInstruction({ source: alice, destination: receiver.address, amount: lamports(3_000_000n) }),
    ])
    const signatures = await rpcSubscriptions
      .signatureNotifications(getSignatureFromTransaction(tx))
      .subscribe({ abortSignal: abort.signal })
    // iterate before sending: a kit iterator only sees notifications published after it started
    const [signature, account, slot] = [first(signatures), first(accounts), first(slots)]
    await rpc.sendTransaction(getBase64EncodedWireTransaction(tx), { encoding: 'base64' }).send()
    expect((await signature).value).toEqual({ err: null })
    expect((await account).value.lamports).toBe(3_000_000n)
    expect((await slot).slot).toBeGreaterThan(1n)
    abort.abort()
  })
})
