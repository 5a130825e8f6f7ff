import type { RpcContext, RpcMethod } from './rpcContext.ts'
import { INTERNAL_ERROR, INVALID_REQUEST, METHOD_NOT_FOUND, PARSE_ERROR, RpcError } from './rpcError.ts'
import { paramsArray } from './rpcParams.ts'
import { MAX_BATCH } from './solanaConstants.ts'

type Id = string | number | null
export type JsonRpcResponse = {
  jsonrpc: '2.0'
  id: Id
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
}

export const errorResponse = (id: Id, error: RpcError): JsonRpcResponse => ({
  jsonrpc: '2.0',
  id,
  error: { code: error.code, message: error.message, ...(error.data === undefined ? {} : { data: error.data }) },
})

/**
 * One JSON-RPC body (a request or a batch) → the response(s). Never throws: bad JSON, bad shapes, unknown
 * methods and failures inside a method all become JSON-RPC errors.
 */
export async function handleJsonRpc(
  body: string,
  methods: ReadonlyMap<string, RpcMethod>,
  context: RpcContext,
): Promise<JsonRpcResponse | JsonRpcResponse[]> {
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return errorResponse(null, new RpcError(PARSE_ERROR, 'Parse error'))
  }
  if (!Array.isArray(parsed)) return handleOne(parsed, methods, context)
  if (parsed.length === 0 || parsed.length > MAX_BATCH)
    return errorResponse(null, new RpcError(INVALID_REQUEST, `Invalid request: a batch holds 1 to ${MAX_BATCH} calls`))
  const responses: JsonRpcResponse[] = []
  for (const request of parsed) responses.push(await handleOne(request, methods, context))
  return responses
}

async function handleOne(request: unknown, methods: ReadonlyMap<string, RpcMethod>, context: RpcContext) {
  const r = request as { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown }
  const validId = typeof r?.id === 'string' || typeof r?.id === 'number' || r?.id === null
  const id = validId ? (r.id as Id) : null
  if (typeof r !== 'object' || r === null || r.jsonrpc !== '2.0' || typeof r.method !== 'string' || !validId)
    return errorResponse(id, new RpcError(INVALID_REQUEST, 'Invalid request'))
  const method = methods.get(r.method)
  if (!method) return errorResponse(id, new RpcError(METHOD_NOT_FOUND, 'Method not found'))
  try {
    return { jsonrpc: '2.0' as const, id, result: await method(paramsArray(r.params), context) }
  } catch (error) {
    if (error instanceof RpcError) return errorResponse(id, error)
    return errorResponse(id, new RpcError(INTERNAL_ERROR, `Internal error: ${(error as Error).message}`))
  }
}
