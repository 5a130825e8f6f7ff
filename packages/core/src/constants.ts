/** Timings and limits of SPEC §9, named as there. One place for all of core's numbers. */
export const ConstantsUtil = {
  /** Snackbar: a new message replaces an open one after this delay. */
  SNACKBAR_SWAP_DELAY_MS: 150,
  /** SPEC §9: the networks AppKit swaps on (CAIP-2 references of eip155). */
  SWAP_NETWORKS: ['1', '42161', '10', '324', '8453', '56', '137', '100', '43114', '250', '8217', '1313161554'],
  /** A quote is asked for once typing pauses this long. */
  SWAP_QUOTE_DEBOUNCE_MS: 300,
  /** SPEC §9: swap slippage tolerance, percent (the server's default too). */
  SWAP_SLIPPAGE: 1,
  /** AppKit Pay: `pay` gives up after this long ('Unable to process payment', details 'Payment timeout'). */
  PAYMENT_TIMEOUT_MS: 300_000,
  SHAKE_MS: 500,
  IMAGE_PRELOAD_CAP_MS: 2_000,
  SEARCH_MIN_WAIT_MS: 300,
  POPUP_CLOSE_POLL_MS: 1_000,
  /** Social login popup size (SPEC §9: 600 by 800). */
  POPUP_WIDTH: 600,
  POPUP_HEIGHT: 800,
  PAIRING_EXPIRY_MS: 4 * 60_000,
  PAIRING_EXPIRED_WITHIN_MS: 10_000,
  BALANCE_RETRY_MS: 30_000,
  IFRAME_READY_TIMEOUT_MS: 20_000,
  IFRAME_POST_READY_DELAY_MS: 500,
  CONNECT_REQUEST_TIMEOUT_MS: 120_000,
  EMAIL_OTP_RESEND_MS: 30_000,
  /**
   * How long a Farcaster sign-in link works when the frame does not say (SPEC §9 names no time: the server's
   * nonce and relay channel live 10 minutes).
   */
  FARCASTER_URL_EXPIRY_MS: 10 * 60_000,
  ERROR_POPUP_DELAY_MS: 300,
  DISCONNECT_WAIT_LIMIT_MS: 3_000,
  BALANCE_CACHE_MS: 30_000,
  IDENTITY_CACHE_MS: 5 * 60_000,
  /** SPEC §9: names (reverse lookups) are cached 5 minutes. */
  NAMES_CACHE_MS: 5 * 60_000,
  /** RegisterAccountName asks about a name once typing pauses this long (SPEC §9: search waits 300 ms). */
  NAME_SEARCH_DEBOUNCE_MS: 300,
  MAX_RECENT_WALLETS: 2,
  /** Multi-wallet: connections remembered per namespace (Gangway's choice; AppKit keeps all). */
  MAX_RECENT_CONNECTIONS: 10,
  /** Error reports sent at most this often per minute (SPEC §9). */
  MAX_ERROR_REPORTS_PER_MINUTE: 5,
  RECOMMENDED_WALLETS: 4,
  WALLETS_PAGE_SIZE: 40,
  WALLETS_SEARCH_LIMIT: 100,
  WALLET_IMAGES_PER_PAGE: 20,
  PENDING_TRANSACTIONS_LIMIT: 99,
  BALANCE_DISPLAY_DECIMALS: 3,
  MODAL_WIDTH_PX: 360,
  /** AppKit's default `nonceRefetchIntervalMs` / `sessionRefetchIntervalMs` of a SIWE config (not in SPEC). */
  SIWE_REFETCH_INTERVAL_MS: 5 * 60_000,
  STORAGE_PREFIX: '@gangway/',
  SDK_TYPE: 'appkit',
  SDK_VERSION: 'react-gangway-1.7.16',
} as const
