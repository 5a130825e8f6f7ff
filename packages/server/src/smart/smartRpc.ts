import { type Address, BaseError, toHex } from 'viem'
import { AuthError, AuthErrorCode } from '../auth/AuthError.ts'
import type { AuthService, Session } from '../auth/createAuthService.ts'
import { badRequest, hexOrUndefined, parseCalls, parseTypedData } from '../auth/rpcParams.ts'
import type { Project } from '../projects/Project.ts'
import { sessionCapability } from '../sessions/sessionCapability.ts'
import { type SmartAccounts, toUserSmartAccount } from './createSmartAccounts.ts'

/** The methods a smart account answers differently from the EOA (everything else is the EOA path's). */
export const SMART_RPC_METHODS: readonly string[] = [
  'eth_accounts',
  'eth_requestAccounts',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
]

/** EIP-5792 v2 capabilities of a smart-account-enabled chain. */
export const smartCapabilities = () => ({
  atomic: { status: 'supported' },
  paymasterService: { supported: true },
  // ERC-7715 session keys (src/sessions)
  permissions: sessionCapability,
})

const same = (a: unknown, b: string) => typeof a === 'string' && a.toLowerCase() === b.toLowerCase()

/**
 * The embedded wallet's RPC when its account on the chain is the smart account (smart.md §4): accounts are
 * [smart]; signatures for the smart address are ERC-1271 (ERC-6492-wrapped while undeployed), for the EOA
 * plain; sends are ONE user operation (sponsored per the project's policy); call ids are user operation
 * hashes. Answers undefined for a method it leaves to the EOA path.
 */
export async function smartRpc(args: {
  auth: AuthService
  smart: SmartAccounts
  session: Session
  project: Project
  chainId: number
  method: string
  params: unknown[]
}): Promise<{ result: unknown } | undefined> {
  const { auth, smart, session, chainId, method, params } = args
  const chain = smart.chain(chainId)
  if (!chain || !SMART_RPC_METHODS.includes(method)) return undefined
  const mine = await smart.accountOf(session, chainId)
  const { address } = mine
  const account = async () => toUserSmartAccount(mine, await auth.signer(session))
  const ownAny = (a: unknown) => {
    if (!same(a, address) && !same(a, session.address)) throw badRequest('The address is not this wallet’s')
  }
  switch (method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return { result: [address] }
    case 'personal_sign': {
      ownAny(params[1])
      const message = hexOrUndefined(params[0], 'message')
      if (!message) throw badRequest('message is required')
      if (!same(params[1], address)) return undefined
      return { result: await (await account()).signMessage({ message: { raw: message } }) }
    }
    case 'eth_signTypedData_v4': {
      ownAny(params[0])
      if (!same(params[0], address)) return undefined
      const typed = parseTypedData(params[1])
      try {
        return { result: await (await account()).signTypedData(typed as never) }
      } catch (error) {
        if (error instanceof BaseError || error instanceof TypeError || error instanceof SyntaxError) {
          const detail = error instanceof BaseError ? error.shortMessage : error.message
          throw badRequest(`typed data is not valid EIP-712: ${detail}`)
        }
        throw error
      }
    }
    case 'eth_sendTransaction':
    case 'wallet_sendCalls': {
      const from = (params[0] as { from?: unknown } | undefined)?.from
      if (from !== undefined && !same(from, address)) throw badRequest('The address is not this wallet’s')
      const calls = parseCalls(method, params).map((c) => ({ to: c.to as Address, value: c.value, data: c.data }))
      const sent = await smart.sendSmartCalls({ session, chainId, calls, project: args.project })
      if (method === 'wallet_sendCalls') return { result: { id: sent.userOpHash } }
      const mined = await sent.wait()
      return { result: mined.transactionHash }
    }
    case 'wallet_getCallsStatus': {
      const id = hexOrUndefined(params[0], 'id')
      if (id?.length !== 66) return undefined
      const receipt = await chain.bundler.getUserOperationReceipt({ hash: id }).catch(() => undefined)
      if (receipt) {
        return {
          result: {
            version: '2.0.0',
            id,
            chainId: toHex(chainId),
            atomic: true,
            status: receipt.success ? 200 : 500,
            receipts: [
              {
                logs: receipt.receipt.logs.map((l) => ({ address: l.address, data: l.data, topics: l.topics })),
                status: receipt.success ? '0x1' : '0x0',
                blockHash: receipt.receipt.blockHash,
                blockNumber: toHex(receipt.receipt.blockNumber),
                gasUsed: toHex(receipt.receipt.gasUsed),
                transactionHash: receipt.receipt.transactionHash,
              },
            ],
          },
        }
      }
      const pending = await chain.bundler.getUserOperation({ hash: id }).catch(() => undefined)
      if (!pending) return undefined
      return { result: { version: '2.0.0', id, chainId: toHex(chainId), atomic: true, status: 100, receipts: [] } }
    }
    case 'wallet_getCapabilities': {
      const asked = Array.isArray(params[1]) ? (params[1] as unknown[]) : undefined
      const chains = smart
        .networks()
        .filter((n) => !asked || asked.some((c) => typeof c === 'string' && Number(c) === n))
      return { result: Object.fromEntries(chains.map((n) => [toHex(n), smartCapabilities()])) }
    }
    default:
      throw new AuthError(400, AuthErrorCode.RPC_NOT_ALLOWED, 'Requested RPC call is not allowed')
  }
}
