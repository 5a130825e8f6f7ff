/**
 * What the `/v1` proxy forwards by default on eip155 chains: reads (state, blocks, logs, receipts, fees,
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

/**
 * What the `/v1` proxy forwards by default on `solana:` chains: the reads a wallet and the dialog need
 * (balances, accounts, token accounts, blockhash and fees, rent, signatures and transactions, cluster facts),
 * `simulateTransaction` and `sendTransaction` (already signed by the visitor's wallet). Not by default:
 * `requestAirdrop` (a faucet: on a test cluster anyone could drain the node's airdrop budget through this
 * server; a devnet operator lists it) and `getProgramAccounts` (scans every account of a program — the
 * costliest call a node serves and the usual way to knock a public RPC over; operators who need it list it).
 */
export const DEFAULT_SOLANA_RPC_METHODS: readonly string[] = [
  'getAccountInfo',
  'getBalance',
  'getBlockHeight',
  'getEpochInfo',
  'getFeeForMessage',
  'getGenesisHash',
  'getHealth',
  'getLatestBlockhash',
  'getMinimumBalanceForRentExemption',
  'getMultipleAccounts',
  'getSignatureStatuses',
  'getSignaturesForAddress',
  'getSlot',
  'getTokenAccountBalance',
  'getTokenAccountsByOwner',
  'getTransaction',
  'getVersion',
  'isBlockhashValid',
  'sendTransaction',
  'simulateTransaction',
]

/** The built-in list of a CAIP-2 chain's namespace (eip155 for every namespace without one of its own). */
export function defaultRpcMethods(chainId: string): readonly string[] {
  return chainId.startsWith('solana:') ? DEFAULT_SOLANA_RPC_METHODS : DEFAULT_RPC_METHODS
}

/**
 * The methods the proxy forwards for `chainId`: the operator's list for it, else for its namespace
 * (`solana:*`), else for `*`, else the namespace's default.
 */
export function allowedRpcMethods(configured: Record<string, readonly string[]>, chainId: string): ReadonlySet<string> {
  const namespace = `${chainId.split(':')[0]}:*`
  return new Set(configured[chainId] ?? configured[namespace] ?? configured['*'] ?? defaultRpcMethods(chainId))
}
