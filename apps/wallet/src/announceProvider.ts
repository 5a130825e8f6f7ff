import type { DevWalletProvider } from './createDevWallet.ts'

/** EIP-6963 provider info of the dev wallet. */
export type ProviderInfo = { uuid: string; name: string; icon: string; rdns: string }

export const DEV_WALLET_NAME = 'Gangway Dev Wallet'
export const DEV_WALLET_RDNS = 'dev.gangway.wallet'

const ICON_SVG =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><rect width='32' height='32' rx='8' fill='#0f766e'/><path d='M8 20h16v4H8zM11 9h10l3 9H8z' fill='#fff'/></svg>"
export const DEV_WALLET_ICON = `data:image/svg+xml;base64,${btoa(ICON_SVG)}`

/**
 * Announces the provider over EIP-6963 now and on every `eip6963:requestProvider`.
 * Returns a function that stops answering requests.
 */
export function announceProvider(target: Window, provider: DevWalletProvider, info: ProviderInfo): () => void {
  const detail = Object.freeze({ info: Object.freeze({ ...info }), provider })
  const announce = () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  announce()
  target.addEventListener('eip6963:requestProvider', announce)
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}
