import { forwardRpc } from '../rpc/forwardRpc.ts'
import type { TokenBalance } from './readBalances.ts'
import type { TokenEntry } from './TokenEntry.ts'

/** The SPL Token program and Token-2022: a mint of either is read. */
export const SPL_TOKEN_PROGRAMS = [
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
] as const

/** SOL has 9 decimals (1 SOL = 10⁹ lamports). */
export const SOL_DECIMALS = 9

type RpcAnswer = { id?: unknown; result?: unknown; error?: { code?: number; message?: string } }
type ParsedTokenAccount = {
  account?: {
    data?: { parsed?: { info?: { mint?: unknown; tokenAmount?: { amount?: unknown; decimals?: unknown } } } }
  }
}

/**
 * SOL and the listed mints' balances of `owner` in one JSON-RPC batch to the chain's upstream: `getBalance`
 * and `getTokenAccountsByOwner` (jsonParsed) for the SPL Token and Token-2022 programs. Several accounts of
 * one mint are added up; a listed mint the owner holds no account of is 0; decimals are the mint's (as the
 * chain answers them), else the list's. Mints not on the list are left out (the list is the operator's
 * allow-list, as on EVM — unsolicited airdrops of spam tokens are common on Solana). Throws when the upstream
 * cannot be reached or answers an error.
 */
export async function readSolanaBalances(
  rpcUrl: string,
  owner: string,
  tokens: readonly TokenEntry[],
  options: { timeoutMs: number; retries: number } = { timeoutMs: 10_000, retries: 1 },
): Promise<TokenBalance[]> {
  const batch = [
    { jsonrpc: '2.0', id: 0, method: 'getBalance', params: [owner, { commitment: 'confirmed' }] },
    ...SPL_TOKEN_PROGRAMS.map((programId, i) => ({
      jsonrpc: '2.0',
      id: i + 1,
      method: 'getTokenAccountsByOwner',
      params: [owner, { programId }, { encoding: 'jsonParsed', commitment: 'confirmed' }],
    })),
  ]
  const answer = await forwardRpc(rpcUrl, JSON.stringify(batch), options)
  if (!answer.ok) throw new Error(`the chain is unreachable (${answer.error})`)
  let answers: RpcAnswer[]
  try {
    answers = JSON.parse(answer.text) as RpcAnswer[]
  } catch {
    throw new Error(`the chain answered HTTP ${answer.status} with no JSON-RPC`)
  }
  if (!Array.isArray(answers)) {
    const error = (answers as RpcAnswer | null)?.error
    throw new Error(`the chain answered ${error?.message ?? `HTTP ${answer.status}`}`)
  }
  const result = (id: number) => {
    const found = answers.find((a) => a?.id === id)
    if (!found || found.error || found.result === undefined) {
      throw new Error(`the chain answered ${found?.error?.message ?? 'no result'} to ${batch[id]?.method}`)
    }
    return found.result as { value?: unknown }
  }
  const lamports = result(0).value
  if (typeof lamports !== 'number' && typeof lamports !== 'string') throw new Error('getBalance answered no value')
  const held = new Map<string, { raw: bigint; decimals: number }>()
  for (const id of SPL_TOKEN_PROGRAMS.map((_, i) => i + 1)) {
    const accounts = result(id).value
    if (!Array.isArray(accounts)) throw new Error('getTokenAccountsByOwner answered no list')
    for (const account of accounts as ParsedTokenAccount[]) {
      const info = account.account?.data?.parsed?.info
      const amount = info?.tokenAmount?.amount
      if (typeof info?.mint !== 'string' || typeof amount !== 'string' || !/^\d+$/.test(amount)) continue
      const decimals = info.tokenAmount?.decimals
      const before = held.get(info.mint)
      held.set(info.mint, {
        raw: (before?.raw ?? 0n) + BigInt(amount),
        decimals: typeof decimals === 'number' ? decimals : (before?.decimals ?? -1),
      })
    }
  }
  return [
    { token: undefined, raw: BigInt(lamports), decimals: SOL_DECIMALS },
    ...tokens.map((token) => {
      const found = held.get(token.address)
      const decimals = found && found.decimals >= 0 ? found.decimals : token.decimals
      return { token, raw: found?.raw ?? 0n, decimals }
    }),
  ]
}
