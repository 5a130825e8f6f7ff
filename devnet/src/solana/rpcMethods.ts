import { accountMethods } from './accountMethods.ts'
import { clusterMethods } from './clusterMethods.ts'
import { historyMethods } from './historyMethods.ts'
import type { RpcMethod } from './rpcContext.ts'
import { tokenMethods } from './tokenMethods.ts'
import { transactionMethods } from './transactionMethods.ts'

/** Every HTTP JSON-RPC method the local chain answers. */
export const rpcMethods: ReadonlyMap<string, RpcMethod> = new Map(
  Object.entries({ ...clusterMethods, ...accountMethods, ...tokenMethods, ...transactionMethods, ...historyMethods }),
)
