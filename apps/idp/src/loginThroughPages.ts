/** Where the login ended: a redirect to the client (query mode) or Apple's auto-submitted form (form_post). */
export type LoginResult =
  | { kind: 'redirect'; uri: string }
  | { kind: 'form_post'; action: string; fields: Record<string, string> }

const unescapeHtml = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_m, e: string) =>
    e === 'amp' ? '&' : e === 'lt' ? '<' : e === 'gt' ? '>' : e === 'quot' ? '"' : "'",
  )

/**
 * Plays a visitor's browser through the local provider's pages over real HTTP (cookies kept, redirects
 * followed by hand): opens the authorization URL, reads the login page, presses the dev user's button
 * (or Cancel), and follows the provider's redirects until it hands the result to the client — the redirect
 * URI with `code` and `state` in its query, or for `response_mode=form_post` the form it would post there.
 */
export async function loginThroughPages(
  authorizationUrl: string,
  userId: string,
  options: { cancel?: boolean; timeoutMs?: number } = {},
): Promise<LoginResult> {
  const origin = new URL(authorizationUrl).origin
  const jar = new Map<string, string>()
  const signal = AbortSignal.timeout(options.timeoutMs ?? 10_000)
  const go = async (url: string, init: RequestInit = {}) => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
    const res = await fetch(url, {
      ...init,
      signal,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
    })
    for (const line of res.headers.getSetCookie()) {
      const pair = line.split(';', 1)[0] as string
      const at = pair.indexOf('=')
      const [name, value] = [pair.slice(0, at).trim(), pair.slice(at + 1).trim()]
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name)
      else jar.set(name, value)
    }
    return res
  }
  /** Follows redirects on the provider's origin; stops at the first one leaving it, or at a page. */
  const follow = async (res: Response, base: string): Promise<{ res: Response; url: string }> => {
    let url = base
    for (let hops = 0; hops < 10 && res.status >= 300 && res.status < 400; hops++) {
      const next = new URL(res.headers.get('location') ?? '', url).href
      if (new URL(next).origin !== origin) return { res, url: next }
      url = next
      res = await go(url)
    }
    return { res, url }
  }

  const page = await follow(await go(authorizationUrl), authorizationUrl)
  if (page.res.status >= 300 && page.res.status < 400) return { kind: 'redirect', uri: page.url }
  const html = await page.res.text()
  const action = /action="(\/interaction\/[\w-]+\/(?:login|abort))"/g
  const forms = [...html.matchAll(action)].map((m) => m[1] as string)
  const target = forms.find((f) => f.endsWith(options.cancel ? '/abort' : '/login'))
  if (!target) throw new Error(`no login page at ${page.url} (status ${page.res.status}): ${html.slice(0, 200)}`)
  const submitted = await go(new URL(target, origin).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ user: userId }).toString(),
  })
  const end = await follow(submitted, new URL(target, origin).href)
  if (end.res.status >= 300 && end.res.status < 400) return { kind: 'redirect', uri: end.url }
  const body = await end.res.text()
  const form = /<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/.exec(body)
  if (!form) throw new Error(`the login ended on ${end.url} (status ${end.res.status}): ${body.slice(0, 300)}`)
  const fields: Record<string, string> = {}
  for (const input of (form[2] as string).matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)) {
    fields[input[1] as string] = unescapeHtml(input[2] as string)
  }
  return { kind: 'form_post', action: unescapeHtml(form[1] as string), fields }
}
