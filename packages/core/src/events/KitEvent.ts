/** Event names sent to the site (AppKit's names). */
export type KitEventName =
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'
  | 'CONNECT_SUCCESS'
  | 'CONNECT_ERROR'
  | 'CONNECT_CANCELED'
  | 'DISCONNECT_SUCCESS'
  | 'DISCONNECT_ERROR'
  | 'SELECT_WALLET'
  | 'CLICK_ALL_WALLETS'
  | 'CLICK_NETWORKS'
  | 'SWITCH_NETWORK'
  | 'INITIALIZE'
  | 'INTERNAL_SDK_ERROR'
  | 'SIWX_AUTH_SUCCESS'
  | 'SIWX_AUTH_ERROR'
  | 'CLICK_SIGN_SIWX_MESSAGE'
  | 'CLICK_CANCEL_SIWX'
  | 'SOCIAL_LOGIN_STARTED'
  | 'SOCIAL_LOGIN_SUCCESS'
  | 'SOCIAL_LOGIN_ERROR'
  | 'SELECT_BUY_PROVIDER'
  | 'PAY_MODAL_OPEN'
  | 'PAY_INITIATED'
  | 'PAY_SUCCESS'
  | 'PAY_ERROR'
  | 'REGISTER_NAME_INITIATED'
  | 'REGISTER_NAME_SUCCESS'
  | 'REGISTER_NAME_ERROR'
  | 'SET_PREFERRED_ACCOUNT_TYPE'

/** What `subscribeEvents` / `useAppKitEvents` deliver (AppKit's shape). */
export type KitEvent = {
  timestamp: number
  data: { type: 'track' | 'error'; event: KitEventName; properties?: Record<string, unknown> }
}
