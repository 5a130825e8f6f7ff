/**
 * What the `/v1` proxy forwards by default, on every chain: reads (state, blocks, logs, receipts, fees,
 * filters) and `eth_sendRawTransaction` (already signed by the visitor's wallet). Everything else — node
 * administration (`anvil_*`, `hardhat_*`, `evm_*`, `debug_*`, `admin_*`, `txpool_*`, `miner_*`), signing by
 * the node's own accounts (`eth_sendTransaction`, `eth_sign`, `personal_*`), `eth_accounts` — is refused
 * unless the operator lists it for a chain in `RPC_METHODS`.
 */
export const DEFAULT_RPC_METHODS: readonly string[] = [
  'eth_blobBaseFee',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_createAccessList',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_protocolVersion',
  'eth_sendRawTransaction',
  'eth_simulateV1',
  'eth_syncing',
  'eth_uninstallFilter',
  'net_listening',
  'net_version',
  'web3_clientVersion',
]

/** The methods the proxy forwards for `chainId`: the operator's list for it, else for `*`, else the default. */
export function allowedRpcMethods(configured: Record<string, readonly string[]>, chainId: string): ReadonlySet<string> {
  return new Set(configured[chainId] ?? configured['*'] ?? DEFAULT_RPC_METHODS)
}
