import type { DevUser } from './devUsers.ts'

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  )

/** The login page: which provider is being stood in for, and one button per dev user (no password). */
export function loginPage(uid: string, clientId: string, users: readonly DevUser[]): string {
  const provider = clientId.replace(/-dev$/, '')
  const buttons = users
    .map(
      (user) => `<form method="post" action="/interaction/${escapeHtml(uid)}/login">
  <input type="hidden" name="user" value="${escapeHtml(user.id)}" />
  <button type="submit" name="login" value="${escapeHtml(user.id)}">Sign in as ${escapeHtml(user.name)} (${escapeHtml(user.email)}${
    user.emailVerified ? '' : ', unverified'
  })</button>
</form>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en">
<meta charset="utf-8" />
<title>Sign in to ${escapeHtml(provider)} (local)</title>
<h1>Sign in to ${escapeHtml(provider)}</h1>
<p>Local development provider: pick a dev user.</p>
${buttons}
<form method="post" action="/interaction/${escapeHtml(uid)}/abort">
  <button type="submit">Cancel</button>
</form>
</html>`
}
