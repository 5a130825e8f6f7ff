// Plain lists (no schemas), so code that only needs them does not pull in the message schemas.

/** Requests that wait on the visitor (codes, device approval) or the wallet: 120 s before `iframe_request_timeout`. */
export const FRAME_CONNECT_REQUESTS: readonly string[] = [
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_USER',
  'UPDATE_EMAIL',
  'UPDATE_EMAIL_PRIMARY_OTP',
  'UPDATE_EMAIL_SECONDARY_OTP',
]

/**
 * RPC methods the embedded wallet's key takes no part in — reads, and `eth_sendRawTransaction` (a transaction
 * already signed elsewhere, only broadcast; AppKit's embedded wallet serves it too): no approval, and they are
 * not aborted when the visitor closes the dialog or rejects.
 */
export const SAFE_RPC_METHODS: readonly string[] = [
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getCode',
  'eth_getLogs',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'eth_requestAccounts',
  'eth_sendRawTransaction',
  'net_version',
  'wallet_getAssets',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
]
/** Methods that sign with the embedded wallet's key (only for a valid session). */
export const SIGNING_RPC_METHODS: readonly string[] = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
]

/**
 * Every RPC method the embedded wallet serves (SPEC §5: others are rejected on the client with 'Requested
 * RPC call is not allowed', as the server would): the safe reads and the signing methods. The embedded
 * provider answers a few wallet methods itself (accounts, chain id, switch, permissions).
 */
export const ALLOWED_RPC_METHODS: readonly string[] = [...SAFE_RPC_METHODS, ...SIGNING_RPC_METHODS]
