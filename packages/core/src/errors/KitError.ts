import { ErrorCode } from '@gangway/protocol'

/**
 * Stable codes of errors core throws; messages are SPEC §8's where it gives one. The table is for sites
 * (`error.code === KitErrorCode.MODAL_CLOSED`); the packages themselves write the code as its typed string
 * (`new KitError('MODAL_CLOSED', …)`), so a page that does not use the table does not download it (issue 38).
 */
export const KitErrorCode = {
  INVALID_OPTIONS: 'INVALID_OPTIONS',
  ADAPTER_NOT_FOUND: 'ADAPTER_NOT_FOUND',
  NETWORK_NOT_FOUND: 'NETWORK_NOT_FOUND',
  CONNECTOR_NOT_FOUND: 'CONNECTOR_NOT_FOUND',
  CONNECTION_REJECTED: 'CONNECTION_REJECTED',
  CONNECT_FAILED: 'CONNECT_FAILED',
  NOT_CONNECTED: 'NOT_CONNECTED',
  UNSUPPORTED_CHAIN: 'UNSUPPORTED_CHAIN',
  DISCONNECT_FAILED: 'DISCONNECT_FAILED',
  INVALID_SEND: 'INVALID_SEND',
  TRANSACTION_REJECTED: 'TRANSACTION_REJECTED',
  TRANSACTION_FAILED: 'TRANSACTION_FAILED',
  /** Chain-node errors of a transaction (SPEC §8), see `classifyChainError`. */
  NONCE_TOO_LOW: 'NONCE_TOO_LOW',
  NONCE_TOO_HIGH: 'NONCE_TOO_HIGH',
  NONCE_MAX_VALUE: 'NONCE_MAX_VALUE',
  INSUFFICIENT_FUNDS: 'INSUFFICIENT_FUNDS',
  FEE_CAP_TOO_LOW: 'FEE_CAP_TOO_LOW',
  FEE_CAP_TOO_HIGH: 'FEE_CAP_TOO_HIGH',
  TIP_ABOVE_FEE_CAP: 'TIP_ABOVE_FEE_CAP',
  GAS_TOO_LOW: 'GAS_TOO_LOW',
  GAS_TOO_HIGH: 'GAS_TOO_HIGH',
  EXECUTION_REVERTED: 'EXECUTION_REVERTED',
  /** The dialog closed while a connect or request it showed was pending ('Modal closed'). */
  MODAL_CLOSED: 'MODAL_CLOSED',
  /** The wallet approved none of the site's chains ('The connector does not support any of the requested chains'). */
  CHAINS_NOT_SUPPORTED: 'CHAINS_NOT_SUPPORTED',
  /** An embedded-wallet RPC method outside the allow-list ('Requested RPC call is not allowed'). */
  RPC_METHOD_NOT_ALLOWED: 'RPC_METHOD_NOT_ALLOWED',
  INVALID_EMAIL: 'INVALID_EMAIL',
  INVALID_OTP: 'INVALID_OTP',
  EMAIL_LOGIN_UNAVAILABLE: 'EMAIL_LOGIN_UNAVAILABLE',
  /** SPEC §5: a new login code asked for too soon after the last ('Please try again after N seconds'). */
  EMAIL_RATE_LIMITED: 'EMAIL_RATE_LIMITED',
  /** setPreferredAccountType outside the embedded wallet of an EVM network. */
  ACCOUNT_TYPE_UNAVAILABLE: 'ACCOUNT_TYPE_UNAVAILABLE',
  /** Social login: the visitor closed the popup before the provider sent it back ('Popup closed'). */
  POPUP_CLOSED: 'POPUP_CLOSED',
  /** Social login: the browser opened no popup (a blocker) ('Could not create social popup', AppKit's text). */
  POPUP_BLOCKED: 'POPUP_BLOCKED',
  /** Social login: the frame gave no authorization URL ('Failed to initiate social connection'). */
  SOCIAL_INIT_FAILED: 'SOCIAL_INIT_FAILED',
  /** Social login: the frame could not sign in with the provider's answer ('Failed to connect'). */
  SOCIAL_CONNECT_FAILED: 'SOCIAL_CONNECT_FAILED',
  /** Farcaster sign-in failed: the frame, the relay or the server refused it ('Failed to connect to farcaster'). */
  FARCASTER_CONNECT_FAILED: 'FARCASTER_CONNECT_FAILED',
  /** The Farcaster link expired before the Farcaster app signed in (the view offers a new one). */
  FARCASTER_URL_EXPIRED: 'FARCASTER_URL_EXPIRED',
  /** A sign-in action was called without a `siwx` (or `siweConfig`) option ('SIWX is not enabled'). */
  SIWX_NOT_ENABLED: 'SIWX_NOT_ENABLED',
  /** SPEC §8 'Network not supported for Swaps'. */
  SWAP_NOT_SUPPORTED: 'SWAP_NOT_SUPPORTED',
  /** A swap input the server refused (e.g. insufficient liquidity), or a swap that could not be built. */
  SWAP_FAILED: 'SWAP_FAILED',
  /** Buy: the server or the provider refused the purchase (limits, an unknown token or provider). */
  ONRAMP_FAILED: 'ONRAMP_FAILED',
  /** Names: the server refused or could not answer (SPEC §8: the first reason's description, else its text). */
  NAME_API_FAILED: 'NAME_API_FAILED',
  /** Names: a label that breaks SPEC §5 (letters, digits, hyphens, at least 4 characters), refused unsent. */
  INVALID_NAME: 'INVALID_NAME',
  /** Multi-wallet: the account asked for is one the wallet itself must choose (switchConnection's `address`). */
  ACCOUNT_NOT_SWITCHABLE: 'ACCOUNT_NOT_SWITCHABLE',
  /** Multi-wallet: no such connection in the namespace (deleteConnection). */
  CONNECTION_NOT_FOUND: 'CONNECTION_NOT_FOUND',
} as const
export type KitErrorCode = (typeof KitErrorCode)[keyof typeof KitErrorCode]

/** Every error core throws: a stable `code`, SPEC's message, the wallet's numeric code when there is one. */
export class KitError extends Error {
  override readonly name = 'KitError'
  readonly code: KitErrorCode
  /** The wallet / RPC code behind it (4001, 4902, …), or 5000 (SPEC §8 default). */
  readonly rpcCode: number

  constructor(code: KitErrorCode, message: string, options: { cause?: unknown; rpcCode?: number } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = code
    this.rpcCode = options.rpcCode ?? ErrorCode.DEFAULT
  }
}

/** SPEC §8's texts that more than one place throws. */
export const KitErrorMessage = {
  MODAL_CLOSED: 'Modal closed',
  CHAINS_NOT_SUPPORTED: 'The connector does not support any of the requested chains',
  WALLET_CONNECT_NOT_FOUND: 'WalletConnectConnector not found',
  UNSUPPORTED_CHAIN: 'Unsupported chain',
  RPC_METHOD_NOT_ALLOWED: 'Requested RPC call is not allowed',
  RPC_METHOD_NOT_ALLOWED_UI: 'Action not allowed',
  NETWORK_NOT_FOUND_UI: 'Network Not Found',
  INVALID_APP_CONFIGURATION: 'Invalid App Configuration',
  POPUP_CLOSED: 'Popup closed',
  POPUP_BLOCKED: 'Could not create social popup',
  SOCIAL_INIT_FAILED: 'Failed to initiate social connection',
  SOCIAL_CONNECT_FAILED: 'Failed to connect',
  FARCASTER_CONNECT_FAILED: 'Failed to connect to farcaster',
  NOT_CONNECTED: 'Address or auth connector not found',
} as const

/** The numeric code an EIP-1193 error carries (also inside viem's `cause` chain), if any. */
export function rpcCodeOf(error: unknown): number | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'number') return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}
