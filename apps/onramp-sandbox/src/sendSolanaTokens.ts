import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  createSolanaRpc,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
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
  getMintDecoder,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { SandboxSendError } from './SandboxSendError.ts'
import { CHAIN_POLLING_MS, CONFIRMATION_TIMEOUT_MS } from './sandboxConstants.ts'

export type SolanaTransfer = {
  rpcUrl: string
  from: KeyPairSigner
  to: string
  /** An SPL mint (classic Token program), or `native` for SOL. */
  asset: string
  /** Base units (lamports for SOL). */
  amount: bigint
  /** What the purchase says the token's decimals are: checked against the mint before sending. */
  decimals: number
}

/**
 * Sends SOL (a System transfer) or an SPL token (creating the receiver's associated token account if it is
 * missing — the idempotent instruction — then `transferChecked` from the treasury's) in one transaction,
 * and polls its status every 50 ms until it is confirmed. Answers the transaction's signature (base58).
 */
export async function sendSolanaTokens(transfer: SolanaTransfer): Promise<string> {
  const rpc = createSolanaRpc(transfer.rpcUrl)
  const to = address(transfer.to)
  const payer = transfer.from
  let instructions: Instruction[]
  if (transfer.asset === 'native') {
    if (transfer.decimals !== 9) throw new SandboxSendError(`SOL has 9 decimals, not ${transfer.decimals}`)
    instructions = [getTransferSolInstruction({ source: payer, destination: to, amount: lamports(transfer.amount) })]
  } else {
    const mint = address(transfer.asset)
    const { value: account } = await rpc.getAccountInfo(mint, { encoding: 'base64' }).send()
    if (!account || account.owner !== TOKEN_PROGRAM_ADDRESS)
      throw new SandboxSendError(`no SPL Token mint at ${mint} on this chain`)
    const decimals = getMintDecoder().decode(getBase64Encoder().encode(account.data[0])).decimals
    if (decimals !== transfer.decimals)
      throw new SandboxSendError(`the mint ${mint} has ${decimals} decimals, not ${transfer.decimals}`)
    const ata = async (owner: Address) =>
      (await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0]
    instructions = [
      await getCreateAssociatedTokenIdempotentInstructionAsync({ payer, owner: to, mint }),
      getTransferCheckedInstruction({
        source: await ata(payer.address),
        mint,
        destination: await ata(to),
        authority: payer,
        amount: transfer.amount,
        decimals,
      }),
    ]
  }
  const { value: latest } = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  const transaction = await signTransactionMessageWithSigners(message)
  const signature = getSignatureFromTransaction(transaction)
  await rpc
    .sendTransaction(getBase64EncodedWireTransaction(transaction), {
      encoding: 'base64',
      preflightCommitment: 'confirmed',
    })
    .send()
  const deadline = Date.now() + CONFIRMATION_TIMEOUT_MS
  while (Date.now() < deadline) {
    const { value } = await rpc.getSignatureStatuses([signature]).send()
    const status = value[0]
    if (status?.err)
      throw new SandboxSendError(
        `the transfer ${signature} failed: ${JSON.stringify(status.err, (_k, v) => (typeof v === 'bigint' ? String(v) : v))}`,
      )
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') return signature
    await new Promise((resolve) => setTimeout(resolve, CHAIN_POLLING_MS))
  }
  throw new SandboxSendError(`the transfer ${signature} was not confirmed within ${CONFIRMATION_TIMEOUT_MS} ms`)
}
