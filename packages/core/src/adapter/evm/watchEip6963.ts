import type { Eip1193Provider } from './Eip1193Provider.ts'

/** An EIP-6963 announcement: the wallet's info and its provider. */
export type Eip6963ProviderDetail = {
  info: { uuid: string; name: string; icon: string; rdns: string }
  provider: Eip1193Provider
}

/**
 * EIP-6963 discovery: asks the page's wallets to announce themselves (`eip6963:requestProvider`) and reports the
 * list each time one does (one entry per rdns, the first announcement wins). Answers the stop. Nothing on a server.
 */
export function watchEip6963(report: (wallets: Eip6963ProviderDetail[]) => void): () => void {
  if (typeof window === 'undefined') return () => undefined
  const byRdns = new Map<string, Eip6963ProviderDetail>()
  const announced = (event: Event) => {
    const detail = (event as CustomEvent<Eip6963ProviderDetail>).detail
    if (!detail?.info?.rdns || typeof detail.provider?.request !== 'function') return
    if (byRdns.has(detail.info.rdns)) return
    byRdns.set(detail.info.rdns, detail)
    report([...byRdns.values()])
  }
  window.addEventListener('eip6963:announceProvider', announced)
  window.dispatchEvent(new Event('eip6963:requestProvider'))
  return () => window.removeEventListener('eip6963:announceProvider', announced)
}
