/** What the callback page shows (`status`) and whether it navigated the visitor elsewhere. */
export type SocialCallbackResult =
  | { kind: 'posted' }
  | { kind: 'returned'; to: string }
  | { kind: 'error'; message: string }

export type SocialCallbackDeps = {
  /** The page's URL: the provider's redirect with `code` and `state` (or `error`) in the query. */
  href: string
  /** `window.opener`: the dialog's page when the login runs in a popup. */
  opener: Pick<Window, 'postMessage'> | null
  /** The API URL the host put into the page, if any. */
  apiUrl: string | undefined
  fetch: typeof fetch
  navigate(url: string): void
}

export const SOCIAL_CALLBACK_TEXT = {
  done: 'You can close this window',
  noOpener: 'This sign-in window lost its connection to the site. Close it and try again.',
  expired: 'This sign-in expired or was already used. Go back to the site and try again.',
} as const

/**
 * The social login's redirect page on the frame's origin (`/social/callback`). In a popup it hands the URL
 * it was opened with to the page that opened it — `{ resultUri }`, target origin `*` like AppKit — and does
 * nothing else: the code in it is useless to anyone but this frame's device (the PKCE verifier and the state
 * are held by the server, bound to the project and device that started the login), so a page that somehow
 * became the opener learns nothing it can use. Without a popup (Telegram's in-app browser navigates the page
 * itself) it asks the server where the login started (`returnTo`, on an allowed origin of the project) and
 * goes back there with `result_uri`; the server consumes nothing in that call.
 */
export async function runSocialCallback(deps: SocialCallbackDeps): Promise<SocialCallbackResult> {
  if (deps.opener) {
    deps.opener.postMessage({ resultUri: deps.href }, '*')
    return { kind: 'posted' }
  }
  const state = new URL(deps.href).searchParams.get('state')
  if (!state || !deps.apiUrl) return { kind: 'error', message: SOCIAL_CALLBACK_TEXT.noOpener }
  try {
    const res = await deps.fetch(`${deps.apiUrl}/auth/v1/social/return`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ state }),
    })
    const answer = (await res.json().catch(() => ({}))) as { returnTo?: unknown }
    if (!res.ok || typeof answer.returnTo !== 'string') return { kind: 'error', message: SOCIAL_CALLBACK_TEXT.expired }
    const to = new URL(answer.returnTo)
    to.searchParams.set('result_uri', deps.href)
    deps.navigate(to.href)
    return { kind: 'returned', to: to.href }
  } catch {
    return { kind: 'error', message: SOCIAL_CALLBACK_TEXT.noOpener }
  }
}
