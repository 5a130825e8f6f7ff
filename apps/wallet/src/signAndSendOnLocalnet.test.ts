import { deployments } from '@gangway/devnet'
import { startTestSolana } from '@gangway/devnet/testSolana'
import {
  type Address,
  address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase58Decoder,
  getBase64Decoder,
  getTransactionEncoder,
  type Instruction,
  lamports,
  pipe,
  type Signature,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { getTransferCheckedInstruction } from '@solana-program/token'
import type { WalletAccount } from '@wallet-standard/base'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSolanaDevWallet, type SolanaDevWallet } from './createSolanaDevWallet.ts'
import { ProviderErrorCode } from './ProviderRpcError.ts'
import { SOLANA_DEV_ADDRESS } from './solanaDevKey.ts'

// The dev wallet against a real local Solana chain (devnet's litesvm behind its JSON-RPC): its default key is
// the chain's funded dev account 0, and what it signs lands on chain. One chain for the file.
type Chain = Awaited<ReturnType<typeof startTestSolana>>
let chain: Chain
let rpc: ReturnType<typeof createSolanaRpc>
let dev: SolanaDevWallet
let account: WalletAccount
let answer = true
const asked: string[] = []

beforeAll(async () => {
  chain = await startTestSolana()
  rpc = createSolanaRpc(chain.rpcUrl)
  dev = createSolanaDevWallet({
    origin: 'http://localhost:5173',
    rpcUrls: { 'solana:localnet': chain.rpcUrl },
    approve: async (request) => {
      asked.push(request.kind)
      return answer
    },
  })
  const { accounts } = await dev.wallet.features['standard:connect'].connect()
  account = accounts[0] as WalletAccount
})
afterAll(async () => {
  await chain?.stop()
})

/** An unsigned v0 transaction paid by the dev wallet, on the chain's latest blockhash, as wire bytes. */
async function unsigned(instruction: Instruction): Promise<Uint8Array> {
  const { value: latest } = await rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(SOLANA_DEV_ADDRESS, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
    (m) => appendTransactionMessageInstruction(instruction, m),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}

const usd = deployments.solana.tokens.usd as NonNullable<(typeof deployments.solana.tokens)['usd']>
const [usdAccount0, usdAccount1] = deployments.solana.tokenAccounts.usd as [Address, Address]
const sol = async (owner: Address) => (await rpc.getBalance(owner).send()).value
const tokens = async (tokenAccount: string) =>
  BigInt((await rpc.getTokenAccountBalance(address(tokenAccount)).send()).value.amount)

describe('the Solana dev wallet on the local chain', () => {
  it('holds the funded dev account 0: 1 000 SOL and the seeded gUSD', async () => {
    expect(account.address).toBe(SOLANA_DEV_ADDRESS)
    expect(deployments.solana.accounts[0]).toBe(SOLANA_DEV_ADDRESS)
    expect(await sol(SOLANA_DEV_ADDRESS)).toBeGreaterThan(999n * 1_000_000_000n)
    expect(await tokens(usdAccount0)).toBe(10_000n * 10n ** 6n)
  })

  it('solana:signAndSendTransaction sends a SOL transfer that lands: the receiver gets it, the sender pays it and the fee', async () => {
    const receiver = (await generateKeyPairSigner()).address
    const before = await sol(SOLANA_DEV_ADDRESS)
    const transfer = getTransferSolInstruction({
      source: createNoopSigner(SOLANA_DEV_ADDRESS),
      destination: receiver,
      amount: lamports(250_000_000n),
    })
    const [out] = await dev.wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
      account,
      chain: 'solana:localnet',
      transaction: await unsigned(transfer),
    })
    const signature = getBase58Decoder().decode(out?.signature as Uint8Array) as Signature
    const { value: statuses } = await rpc.getSignatureStatuses([signature]).send()
    expect(statuses[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    expect(await sol(receiver)).toBe(250_000_000n)
    expect(await sol(SOLANA_DEV_ADDRESS)).toBe(before - 250_000_000n - 5_000n)
  })

  it('solana:signTransaction signs an SPL transferChecked that the dapp sends itself; the token balances move', async () => {
    const [from, to] = [usdAccount0, usdAccount1]
    const [fromBefore, toBefore] = [await tokens(from), await tokens(to)]
    const instruction = getTransferCheckedInstruction({
      source: address(from),
      mint: address(usd.mint),
      destination: address(to),
      authority: createNoopSigner(SOLANA_DEV_ADDRESS),
      amount: 12_500_000n,
      decimals: usd.decimals,
    })
    const [out] = await dev.wallet.features['solana:signTransaction'].signTransaction({
      account,
      chain: 'solana:localnet',
      transaction: await unsigned(instruction),
    })
    const wire = getBase64Decoder().decode(out?.signedTransaction as Uint8Array)
    const signature = await rpc.sendTransaction(wire as never, { encoding: 'base64' }).send()
    const { value: statuses } = await rpc.getSignatureStatuses([signature]).send()
    expect(statuses[0]).toMatchObject({ err: null })
    expect(await tokens(from)).toBe(fromBefore - 12_500_000n)
    expect(await tokens(to)).toBe(toBefore + 12_500_000n)
  })

  it('a declined prompt answers 4001 and sends nothing', async () => {
    const receiver = (await generateKeyPairSigner()).address
    const before = await sol(SOLANA_DEV_ADDRESS)
    const { length: history } = await rpc.getSignaturesForAddress(SOLANA_DEV_ADDRESS).send()
    const transfer = getTransferSolInstruction({
      source: createNoopSigner(SOLANA_DEV_ADDRESS),
      destination: receiver,
      amount: lamports(1_000_000_000n),
    })
    asked.length = 0
    answer = false
    try {
      await expect(
        dev.wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
          account,
          chain: 'solana:localnet',
          transaction: await unsigned(transfer),
        }),
      ).rejects.toMatchObject({ code: ProviderErrorCode.userRejected, message: 'User rejected the request.' })
    } finally {
      answer = true
    }
    expect(asked).toEqual(['solanaSignTransaction'])
    expect(await sol(receiver)).toBe(0n)
    expect(await sol(SOLANA_DEV_ADDRESS)).toBe(before)
    expect(await rpc.getSignaturesForAddress(SOLANA_DEV_ADDRESS).send()).toHaveLength(history)
  })
})
