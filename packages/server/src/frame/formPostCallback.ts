import type { IncomingMessage } from 'node:http'

/** The largest form a provider may post to the callback (Apple's: code, state, id_token, user). */
const MAX_FORM_BYTES = 16 * 1024
/** What the redirect keeps of the posted form (Apple's `id_token` is not needed: the server gets its own). */
const KEPT = ['code', 'state', 'iss', 'error', 'error_description', 'user'] as const

/**
 * `response_mode=form_post` (Sign in with Apple when asking for name and e-mail): the provider POSTs the
 * result to the redirect URI on the frame's origin. The frame host turns it into the GET of the same page
 * with the result in the query — the shape every other provider's redirect has — so the callback page and
 * CONNECT_SOCIAL handle one shape. Answers the `Location`, or undefined for a body that is too large or not
 * a form.
 */
export async function formPostCallback(req: IncomingMessage, path: string): Promise<string | undefined> {
  if (!(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) return undefined
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req.iterator({ destroyOnReturn: false })) {
    size += (chunk as Buffer).length
    if (size > MAX_FORM_BYTES) return undefined
    chunks.push(chunk as Buffer)
  }
  const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
  const query = new URLSearchParams()
  for (const key of KEPT) {
    const value = form.get(key)
    if (value !== null) query.set(key, value)
  }
  return `${path}?${query.toString()}`
}
