const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1'])

/** True for URLs that stay on this machine: loopback hosts and in-page schemes (data:, blob:, about:). */
export function isLocalUrl(url: string): boolean {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  if (['data:', 'blob:', 'about:', 'chrome-extension:'].includes(parsed.protocol)) return true
  return LOCAL_HOSTS.has(parsed.hostname) || parsed.hostname.endsWith('.localhost') || /^127\./.test(parsed.hostname)
}
