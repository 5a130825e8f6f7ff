import type { BrowserContext } from '@playwright/test'
import { isLocalUrl } from './isLocalUrl.ts'

export type RouteGuard = {
  /** Non-local URLs the context tried to reach; each was aborted. */
  blocked: string[]
  /** Throws, naming the URLs, if anything tried to leave this machine. */
  assertNothingLeft(): void
}

/** Aborts every HTTP(S) and WebSocket request from the context to a host that is not loopback. */
export async function installRouteGuard(context: BrowserContext): Promise<RouteGuard> {
  const blocked: string[] = []
  await context.route(
    (url) => !isLocalUrl(url.href),
    async (route) => {
      blocked.push(route.request().url())
      await route.abort('blockedbyclient')
    },
  )
  await context.routeWebSocket(
    (url) => !isLocalUrl(url.href),
    (ws) => {
      blocked.push(ws.url())
      void ws.close({ code: 1008, reason: 'non-local host blocked by the e2e route guard' })
    },
  )
  return {
    blocked,
    assertNothingLeft() {
      if (blocked.length > 0) throw new Error(`The page tried to reach non-local hosts:\n${blocked.join('\n')}`)
    },
  }
}
