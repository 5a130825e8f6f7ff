import { frameAncestors } from '@gangway/protocol'

/**
 * The frame page's policy: its own scripts and styles only (no inline code, no eval), talks only to the
 * API, images only from itself or `data:`, no forms, no `<base>`, and embeddable only by the project's
 * allowed origins.
 */
export function framePageCsp(apiOrigin: string, allowedOrigins: readonly string[]): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${apiOrigin}`,
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${frameAncestors(allowedOrigins)}`,
  ].join('; ')
}

/** Every other answer of the frame host (scripts, styles, 404s): nothing may run, load or embed it. */
export const FRAME_OTHER_CSP = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

/**
 * The social login's redirect page (`/social/callback`): its own script and style only, talks only to the
 * API (the way back without a popup), and is a top-level page — nobody may embed it.
 */
export function socialCallbackCsp(apiOrigin: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src ${apiOrigin}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
}
