import type { Page } from '@playwright/test'

export type AnnouncedInfo = { uuid: string; name: string; rdns: string; icon: string }

/** Asks the page for EIP-6963 providers and returns the infos announced within `waitMs`. */
export function announcedWallets(page: Page, waitMs = 100): Promise<AnnouncedInfo[]> {
  return page.evaluate(
    (ms) =>
      new Promise<AnnouncedInfo[]>((resolve) => {
        const infos: AnnouncedInfo[] = []
        window.addEventListener('eip6963:announceProvider', (event) => {
          infos.push((event as CustomEvent<{ info: AnnouncedInfo }>).detail.info)
        })
        window.dispatchEvent(new Event('eip6963:requestProvider'))
        setTimeout(() => resolve(infos), ms)
      }),
    waitMs,
  )
}
