import { DEVNET_MNEMONIC, deployments, type SolanaChain, solanaDevKeys } from '@gangway/devnet'
import { startTestSolana } from '@gangway/devnet/testSolana'
import {
  type Address,
  appendTransactionMessageInstructions,
  createSolanaRpc,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  type Instruction,
  type KeyPairSigner,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { afterAll, beforeAll } from 'vitest'

/** The local chain's CAIP-2 id (`solana:` + the first 32 characters of its genesis hash). */
export const SOLANA_LOCAL = deployments.solana.caipNetworkId

/**
 * A fresh, seeded local Solana chain for a test file (started in its `beforeAll`, stopped after it), the dev
 * keys of the devnet mnemonic, and signed transactions to send through whatever the test checks — each a
 * real transaction, base64 wire format, signed with `@solana/kit`.
 */
export function solanaTestChain() {
  const state: { chain: SolanaChain | undefined } = { chain: undefined }
  beforeAll(async () => {
    state.chain = await startTestSolana()
  }, 30_000)
  afterAll(() => state.chain?.stop())

  const rpcUrl = () => {
    if (!state.chain) throw new Error('the Solana test chain is not started (use it inside a test)')
    return state.chain.rpcUrl
  }
  const keys = solanaDevKeys(DEVNET_MNEMONIC)

  /** A transaction paid and signed by `payer`, with a fresh blockhash from the chain: its wire bytes and signature. */
  const sign = async (payer: KeyPairSigner, instructions: Instruction[]) => {
    const rpc = createSolanaRpc(rpcUrl())
    const { value: latest } = await rpc.getLatestBlockhash().send()
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(payer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
      (m) => appendTransactionMessageInstructions(instructions, m),
    )
    const tx = await signTransactionMessageWithSigners(message)
    return { wire: getBase64EncodedWireTransaction(tx), signature: getSignatureFromTransaction(tx) as string }
  }

  return {
    rpcUrl,
    keys,
    /** `lamports` from `from` to `to`. */
    transferSol: async (from: KeyPairSigner, to: Address, amount: bigint) =>
      sign(from, [getTransferSolInstruction({ source: from, destination: to, amount: lamports(amount) })]),
    /** `amount` base units of a seeded mint from `from` to `to` (its associated token account made if missing). */
    transferToken: async (from: KeyPairSigner, to: Address, token: 'usd' | 'gwt' | 'zero', amount: bigint) => {
      const { mint, decimals } = deployments.solana.tokens[token] as { mint: Address; decimals: number }
      const ata = async (owner: Address) =>
        (await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0]
      return sign(from, [
        await getCreateAssociatedTokenIdempotentInstructionAsync({ payer: from, owner: to, mint }),
        getTransferCheckedInstruction({
          source: await ata(from.address),
          mint,
          destination: await ata(to),
          authority: from,
          amount,
          decimals,
        }),
      ])
    },
    /** Sends a signed transaction straight to the chain (not through the server) and waits until it landed. */
    send: async (wire: string) => {
      const rpc = createSolanaRpc(rpcUrl())
      const signature = await rpc.sendTransaction(wire as never, { encoding: 'base64' }).send()
      await waitLanded(rpcUrl(), signature)
      return signature as string
    },
  }
}

/** Waits until the chain has a status for the signature (the local chain lands a transaction when it is sent). */
export async function waitLanded(rpcUrl: string, signature: string): Promise<void> {
  const rpc = createSolanaRpc(rpcUrl)
  for (let i = 0; i < 100; i++) {
    const { value } = await rpc.getSignatureStatuses([signature as never]).send()
    if (value[0]) {
      if (value[0].err) throw new Error(`transaction ${signature} failed: ${JSON.stringify(value[0].err)}`)
      return
    }
    await new Promise((r) => setTimeout(r, 20))
  }
  throw new Error(`transaction ${signature} did not land`)
}
