const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

const escapeRegExp = (s: string) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&')

/** Host with `*` labels (`*.example.com`) as a regular expression; `*` stands for one or more labels. */
const hostPattern = (host: string) =>
  new RegExp(`^${escapeRegExp(host).replace(/\*/g, '[a-z0-9-]+(?:\\.[a-z0-9-]+)*')}$`, 'i')

/**
 * Whether `origin` (a request's Origin header) matches one of a project's allowed origins: `*`,
 * `localhost` (localhost, 127.0.0.1, [::1], any scheme and port), an exact origin, a wildcard origin
 * (`https://*.example.com` — not example.com itself), or a host without scheme (any scheme and port).
 */
export function isOriginAllowed(origin: string, allowed: readonly string[]): boolean {
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false
  }
  const scheme = url.protocol.slice(0, -1)
  const host = url.hostname
  const hostPort = url.host
  return allowed.some((entry) => {
    if (entry === '*') return true
    if (entry === 'localhost') return LOCAL_HOSTS.has(host)
    const withScheme = /^([a-z][a-z0-9+.-]*):\/\/(.+)$/i.exec(entry)
    if (!withScheme) return hostPattern(entry).test(host)
    const [, entryScheme, entryHost] = withScheme as unknown as [string, string, string]
    if (entryScheme.toLowerCase() !== scheme) return false
    if (entryHost.includes(':')) return hostPattern(entryHost).test(hostPort)
    return url.port === '' && hostPattern(entryHost).test(host)
  })
}
