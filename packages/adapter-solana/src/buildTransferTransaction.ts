import { AdapterError, type TokenTransfer } from '@gangway/core'
import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  type Commitment,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase64Decoder,
  getTransactionEncoder,
  type Instruction,
  isAddress,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { TOKEN_ACCOUNT_SIZE } from './solanaConstants.ts'
import type { SolanaRpc } from './solanaRpc.ts'

/** The Token-2022 program: its mints transfer with the same `transferChecked` layout. */
const TOKEN_2022_PROGRAM_ADDRESS = address('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb')

export type BuiltTransfer = {
  /** The unsigned transaction in wire format (empty signature slots + message), what a wallet signs. */
  transaction: Uint8Array
  /** Its message, base64 (for `getFeeForMessage`). */
  message: string
  /** Rent the sender pays for the receiver's new associated token account (0 when it exists or for SOL). */
  rent: bigint
}

const invalid = (message: string) => new AdapterError('INVALID_TRANSFER', message)

function toAddress(value: string, what: string): Address {
  if (!isAddress(value)) throw invalid(`${what} is not a Solana address: ${JSON.stringify(value)}`)
  return address(value)
}

/**
 * The transaction of a token send (legacy message, which every wallet signs): a System `transfer` of
 * lamports for SOL; for an SPL token a `transferChecked` from the sender's associated token account to the
 * receiver's, preceded by an idempotent create of the receiver's account when it does not exist yet (the
 * sender pays its rent). The mint's owner program (Token or Token-2022) is read from the chain.
 */
export async function buildTransferTransaction(
  rpc: SolanaRpc,
  transfer: TokenTransfer,
  commitment: Commitment,
): Promise<BuiltTransfer> {
  const from = toAddress(transfer.from, 'The sender')
  const to = toAddress(transfer.to, 'The receiver')
  if (typeof transfer.amount !== 'bigint' || transfer.amount <= 0n) throw invalid('The amount must be above 0')
  const payer = createNoopSigner(from)
  const instructions: Instruction[] = []
  let rent = 0n
  if (!transfer.token) {
    instructions.push(getTransferSolInstruction({ source: payer, destination: to, amount: transfer.amount }))
  } else {
    const mint = toAddress(transfer.token.address, 'The token')
    const { decimals } = transfer.token
    if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
      throw invalid(`The token's decimals must be an integer from 0 to 255 (got ${decimals})`)
    }
    const mintAccount = (await rpc.getAccountInfo(mint, { encoding: 'base64', commitment }).send()).value
    if (!mintAccount) throw invalid(`The token ${mint} does not exist on this network`)
    const tokenProgram = mintAccount.owner
    if (tokenProgram !== TOKEN_PROGRAM_ADDRESS && tokenProgram !== TOKEN_2022_PROGRAM_ADDRESS) {
      throw invalid(`${mint} is not an SPL token mint`)
    }
    const [source] = await findAssociatedTokenPda({ owner: from, mint, tokenProgram })
    const [destination] = await findAssociatedTokenPda({ owner: to, mint, tokenProgram })
    const existing = (await rpc.getAccountInfo(destination, { encoding: 'base64', commitment }).send()).value
    if (!existing) {
      instructions.push(
        getCreateAssociatedTokenIdempotentInstruction({ payer, ata: destination, owner: to, mint, tokenProgram }),
      )
      rent = await rpc.getMinimumBalanceForRentExemption(TOKEN_ACCOUNT_SIZE, { commitment }).send()
    }
    instructions.push(
      getTransferCheckedInstruction(
        { source, mint, destination, authority: payer, amount: transfer.amount, decimals },
        { programAddress: tokenProgram },
      ),
    )
  }
  const { value: blockhash } = await rpc.getLatestBlockhash({ commitment }).send()
  const message = pipe(
    createTransactionMessage({ version: 'legacy' }),
    (m) => setTransactionMessageFeePayer(from, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  const compiled = compileTransaction(message)
  return {
    transaction: new Uint8Array(getTransactionEncoder().encode(compiled)),
    message: getBase64Decoder().decode(compiled.messageBytes),
    rent: BigInt(rent),
  }
}
