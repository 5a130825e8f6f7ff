import type { Address } from '@solana/kit'
import { accountReader } from './accountMethods.ts'
import { type RpcMethod, withContext } from './rpcContext.ts'
import { invalidParams } from './rpcError.ts'
import { addressParam } from './rpcParams.ts'
import { decodeMint, decodeTokenAccount, isTokenProgram, uiTokenAmount } from './tokenAccounts.ts'

/** SPL token reads: an owner's token accounts (by mint or program) and one account's balance. */
export const tokenMethods: Record<string, RpcMethod> = {
  getTokenAccountsByOwner: ([owner, filter, config], context) => {
    const { ledger } = context
    const ownerKey = addressParam(owner, 'owner')
    const f = (filter ?? {}) as { mint?: unknown; programId?: unknown }
    let mint: Address | undefined
    let programs: Address[]
    if (f.mint !== undefined) {
      mint = addressParam(f.mint, 'mint')
      const mintAccount = ledger.account(mint)
      if (!decodeMint(mintAccount) || !mintAccount.exists) throw invalidParams('Invalid param: could not find mint')
      programs = [mintAccount.programAddress]
    } else if (f.programId !== undefined) {
      const program = addressParam(f.programId, 'programId')
      if (!isTokenProgram(program)) throw invalidParams('Invalid param: unrecognized Token program id')
      programs = [program]
    } else throw invalidParams('expected { mint } or { programId } as the second param')
    const read = accountReader(config, context)
    const value = programs
      .flatMap((program) => ledger.svm.getProgramAccounts(program))
      .filter((account) => {
        const token = decodeTokenAccount(ledger.account(account.address))
        return token !== null && token.owner === ownerKey && (mint === undefined || token.mint === mint)
      })
      .map((account) => ({ pubkey: account.address, account: read(account.address) }))
    return withContext(ledger, value)
  },
  getTokenAccountBalance: ([address], { ledger }) => {
    const token = decodeTokenAccount(ledger.account(addressParam(address)))
    if (!token) throw invalidParams('Invalid param: not a Token account')
    const decimals = decodeMint(ledger.account(token.mint))?.decimals ?? 0
    return withContext(ledger, uiTokenAmount(token.amount, decimals))
  },
}
