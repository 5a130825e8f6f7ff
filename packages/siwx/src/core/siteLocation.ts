import type { SIWXContext } from '@gangway/core'

/** The site a message is for: the page's host and URL, else the host and URL of the kit's `metadata.url`. */
export function siteLocation(context: SIWXContext | undefined): { domain: string; uri: string } | undefined {
  const location = typeof document === 'undefined' ? undefined : document.location
  if (location?.host && /^https?:$/.test(location.protocol)) return { domain: location.host, uri: location.href }
  const url = context?.metadata?.url
  if (!url) return undefined
  try {
    const parsed = new URL(url)
    return parsed.host ? { domain: parsed.host, uri: parsed.href } : undefined
  } catch {
    return undefined
  }
}
