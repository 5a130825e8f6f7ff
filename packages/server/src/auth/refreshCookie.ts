import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { AuthLimits } from './authLimits.ts'

const PATH = '/auth/v1'
const nameOf = (projectId: string) => `gangway_refresh_${projectId}`
const VALID_PROJECT = /^[A-Za-z0-9_-]{1,64}$/

/**
 * The refresh token as the secure frame keeps it across reloads: an HttpOnly, partitioned (CHIPS) cookie
 * for `/auth/v1` of this server. Partitioned cookies are what a browser that blocks third-party storage
 * still allows a cross-site frame; the partition is the top-level site, so a session lives per dapp site.
 * HttpOnly: neither the frame's scripts nor the host page can read it.
 */
export const refreshCookie = {
  set(c: Context, projectId: string, refreshToken: string): void {
    if (!VALID_PROJECT.test(projectId)) return
    setCookie(c, nameOf(projectId), refreshToken, {
      path: PATH,
      httpOnly: true,
      secure: true,
      sameSite: 'None',
      partitioned: true,
      maxAge: Math.floor(AuthLimits.REFRESH_TTL_MS / 1000),
    })
  },
  get(c: Context, projectId: unknown): string | undefined {
    return typeof projectId === 'string' && VALID_PROJECT.test(projectId) ? getCookie(c, nameOf(projectId)) : undefined
  },
  clear(c: Context, projectId: string): void {
    if (!VALID_PROJECT.test(projectId)) return
    deleteCookie(c, nameOf(projectId), { path: PATH, secure: true, sameSite: 'None', partitioned: true })
  },
}
