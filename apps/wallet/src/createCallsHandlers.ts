import { type Address, type Chain, createWalletClient, encodeFunctionData, type Hex, http, numberToHex } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import type { ApprovalRequest } from './ApprovalRequest.ts'
import { decodeCallsId, encodeCallsId, type SentBatch } from './callsId.ts'
import { forwardToChain } from './forwardToChain.ts'
import { ProviderErrorCode, ProviderRpcError } from './ProviderRpcError.ts'
import { parseSendCallsRequest } from './parseSendCallsRequest.ts'
import { isDelegatedTo, simple7702AccountAbi } from './simple7702Account.ts'
import { toProviderError } from './toProviderError.ts'
import { invalidParams, paramChainId, paramsArray } from './walletParams.ts'

/** What the EIP-5792 handlers need from the wallet. */
export type CallsContext = {
  account(): PrivateKeyAccount
  chains(): Chain[]
  /** Resolves on approval; rejects with 4001 otherwise. */
  ask(request: ApprovalRequest): Promise<void>
  requireConnected(method: string): void
  requireOwnAddress(method: string, value: unknown, what: string): void
  /** The EIP-7702 delegate that runs batches (Simple7702Account v0.8). */
  implementation: Address
}

export type Handler = (method: string, params: unknown) => Promise<unknown>

type RpcReceipt = {
  status: Hex
  blockHash: Hex
  blockNumber: Hex
  gasUsed: Hex
  transactionHash: Hex
  logs: { address: Address; data: Hex; topics: Hex[] }[]
}
type AtomicStatus = 'supported' | 'ready'

/**
 * EIP-5792 v2 for the dev wallet, through EIP-7702: on a chain where Simple7702Account has code, the EOA
 * delegates to it with its first batch (a type-4 transaction carrying the signed authorization) and every
 * batch is ONE transaction from the EOA to itself calling `executeBatch(calls)` — atomic: a failing call
 * reverts them all. `wallet_getCapabilities` answers `atomic: ready` before the delegation and `supported`
 * after; chains without Simple7702Account are not listed and refuse batches.
 */
export function createCallsHandlers(ctx: CallsContext): Record<string, Handler> {
  /** Ids the app chose (`wallet_sendCalls`'s `id`), for this page's life; `null` while the batch is sent. */
  const appIds = new Map<string, SentBatch | null>()
  const chainById = (id: number) => ctx.chains().find((c) => c.id === id)

  const atomicStatus = async (chain: Chain, address: Address): Promise<AtomicStatus | undefined> => {
    const [implementationCode, ownCode] = (await Promise.all([
      forwardToChain(chain, 'eth_getCode', [ctx.implementation, 'latest']),
      forwardToChain(chain, 'eth_getCode', [address, 'latest']),
    ])) as [Hex | null, Hex | null]
    if (!implementationCode || implementationCode === '0x') return undefined
    return isDelegatedTo(ownCode ?? undefined, ctx.implementation) ? 'supported' : 'ready'
  }

  const callsStatus = async (method: string, id: string) => {
    const known = appIds.get(id)
    const batch = known ?? decodeCallsId(id)
    const chain = batch ? chainById(batch.chainId) : undefined
    if (!batch || !chain) throw unknownBundle(method, id)
    const tx = (await forwardToChain(chain, 'eth_getTransactionByHash', [batch.hash])) as { from: Address } | null
    const own = ctx.account().address.toLowerCase()
    if (tx && tx.from.toLowerCase() !== own) throw unknownBundle(method, id)
    if (!tx && !known) throw unknownBundle(method, id)
    const receipt = tx
      ? ((await forwardToChain(chain, 'eth_getTransactionReceipt', [batch.hash])) as RpcReceipt | null)
      : null
    // no transaction any more (the node dropped it): failed off-chain, the wallet will not retry
    const status = !tx ? 400 : !receipt ? 100 : receipt.status === '0x1' ? 200 : 500
    return {
      batch,
      result: {
        version: '2.0.0',
        id,
        chainId: numberToHex(batch.chainId),
        status,
        atomic: true,
        ...(receipt
          ? {
              receipts: [
                {
                  logs: receipt.logs.map(({ address, data, topics }) => ({ address, data, topics })),
                  status: receipt.status,
                  blockHash: receipt.blockHash,
                  blockNumber: receipt.blockNumber,
                  gasUsed: receipt.gasUsed,
                  transactionHash: receipt.transactionHash,
                },
              ],
            }
          : {}),
      },
    }
  }

  return {
    wallet_getCapabilities: async (method, params) => {
      const args = Array.isArray(params) ? params : []
      ctx.requireConnected(method)
      if (args[0] !== undefined) ctx.requireOwnAddress(method, args[0], 'address')
      let wanted: Set<number> | undefined
      if (args[1] !== undefined) {
        if (!Array.isArray(args[1])) throw invalidParams(method, 'chain ids must be an array of hex strings')
        wanted = new Set(args[1].map((id) => paramChainId(method, id)))
      }
      const address = ctx.account().address
      const chains = ctx.chains().filter((c) => !wanted || wanted.has(c.id))
      const statuses = await Promise.all(chains.map((c) => atomicStatus(c, address).catch(() => undefined)))
      const result: Record<Hex, { atomic: { status: AtomicStatus } }> = {}
      chains.forEach((chain, i) => {
        const status = statuses[i]
        if (status) result[numberToHex(chain.id)] = { atomic: { status } }
      })
      return result
    },

    wallet_sendCalls: async (method, params) => {
      ctx.requireConnected(method)
      const request = parseSendCallsRequest(method, params)
      if (request.from) ctx.requireOwnAddress(method, request.from, 'from')
      if (request.id !== undefined && (appIds.has(request.id) || decodeCallsId(request.id))) {
        throw new ProviderRpcError(ProviderErrorCode.duplicateId, `${method}: the id ${request.id} was used before`)
      }
      const chain = chainById(request.chainId)
      if (!chain) {
        throw new ProviderRpcError(
          ProviderErrorCode.unsupportedChainId,
          `${method}: the dev wallet does not know chain ${numberToHex(request.chainId)}`,
        )
      }
      const account = ctx.account()
      const status = await atomicStatus(chain, account.address)
      if (!status) {
        throw new ProviderRpcError(
          request.atomicRequired ? ProviderErrorCode.atomicityNotSupported : ProviderErrorCode.unsupportedChainId,
          `${method}: Simple7702Account (${ctx.implementation}) has no code on chain ${chain.id}, so the dev wallet cannot batch calls there`,
        )
      }
      if (request.id !== undefined) appIds.set(request.id, null)
      try {
        const delegate = status === 'ready'
        await ctx.ask({
          kind: 'sendCalls',
          chainId: chain.id,
          from: account.address,
          calls: request.calls,
          delegateTo: delegate ? ctx.implementation : undefined,
        })
        const client = createWalletClient({ account, chain, transport: http(undefined, { retryCount: 0 }) })
        const data = encodeFunctionData({
          abi: simple7702AccountAbi,
          functionName: 'executeBatch',
          args: [request.calls.map((c) => ({ target: c.to, value: c.value, data: c.data }))],
        })
        let hash: Hex
        try {
          const authorizationList = delegate
            ? [await client.signAuthorization({ account, contractAddress: ctx.implementation, executor: 'self' })]
            : undefined
          hash = await client.sendTransaction({
            account,
            chain,
            to: account.address,
            data,
            ...(authorizationList ? { authorizationList } : {}),
          })
        } catch (error) {
          throw toProviderError(error)
        }
        const batch = { chainId: chain.id, hash }
        if (request.id === undefined) return { id: encodeCallsId(batch) }
        appIds.set(request.id, batch)
        return { id: request.id }
      } catch (error) {
        if (request.id !== undefined) appIds.delete(request.id)
        throw error
      }
    },

    wallet_getCallsStatus: async (method, params) => {
      const [id] = paramsArray(method, params, 1)
      if (typeof id !== 'string') throw invalidParams(method, 'the batch id must be a string')
      return (await callsStatus(method, id)).result
    },

    wallet_showCallsStatus: async (method, params) => {
      const [id] = paramsArray(method, params, 1)
      if (typeof id !== 'string') throw invalidParams(method, 'the batch id must be a string')
      const { batch, result } = await callsStatus(method, id)
      // shown without waiting for the user to close it (the method answers nothing)
      void ctx
        .ask({ kind: 'callsStatus', id, chainId: batch.chainId, status: result.status, transactionHash: batch.hash })
        .catch(() => undefined)
      return null
    },
  }
}

function unknownBundle(method: string, id: string): ProviderRpcError {
  return new ProviderRpcError(ProviderErrorCode.unknownBundleId, `${method}: no batch with the id ${id}`)
}
