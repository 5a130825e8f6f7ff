import {
  AccountRole,
  type Address,
  address,
  appendTransactionMessageInstruction,
  blockhash,
  compileTransaction,
  createTransactionMessage,
  getTransactionEncoder,
  getU32Encoder,
  getU64Encoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'

/** Test helper: an unsigned System Program SOL transfer built with @solana/kit, as wire bytes. */
export function solanaTransferBytes(options: {
  from: Address | string
  to: Address | string
  lamports: bigint
  blockhash: string
  version?: 'legacy' | 0
}): Uint8Array {
  const data = new Uint8Array([...getU32Encoder().encode(2), ...getU64Encoder().encode(options.lamports)])
  const message = pipe(
    createTransactionMessage({ version: options.version ?? 0 }),
    (m) => setTransactionMessageFeePayer(address(options.from), m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: blockhash(options.blockhash), lastValidBlockHeight: 100n },
        m,
      ),
    (m) =>
      appendTransactionMessageInstruction(
        {
          programAddress: address('11111111111111111111111111111111'),
          accounts: [
            { address: address(options.from), role: AccountRole.WRITABLE_SIGNER },
            { address: address(options.to), role: AccountRole.WRITABLE },
          ],
          data,
        },
        m,
      ),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}
