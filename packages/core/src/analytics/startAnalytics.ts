import { AnalyticsConfigResponseSchema, type AnalyticsEvent } from '@gangway/protocol'
import { showAlert } from '../actions/showAlert.ts'
import { ApiRequestError } from '../api/createApiClient.ts'
import { ConstantsUtil } from '../constants.ts'
import { KitErrorMessage } from '../errors/KitError.ts'
import type { KitEvent } from '../events/KitEvent.ts'
import type { Kit } from '../Kit.ts'
import type { Analytics, ErrorCategory } from './Analytics.ts'

const page = () => ({ url: location.href, domain: location.hostname })

/** An event of the kit as `POST /e` carries it (SPEC §7): id, page, time, and the event with account and network. */
function toEvent(kit: Kit, event: KitEvent): AnalyticsEvent {
  const { activeNamespace, activeNetwork, accounts } = kit.stores.chains.get()
  const address = accounts[activeNamespace]?.address
  return {
    eventId: globalThis.crypto.randomUUID(),
    ...page(),
    timestamp: event.timestamp,
    props: {
      ...event.data,
      ...(address ? { address } : {}),
      properties: { ...event.data.properties, caipNetworkId: activeNetwork.caipNetworkId },
    },
  }
}

/**
 * Client analytics and error reports (SPEC §7–8), loaded only when the site's `features.analytics` is on
 * (local or remote): asks the server whether the project's analytics are on (`GET /getAnalyticsConfig`).
 * If so, every kit event — those the page emitted while this was loading included — goes to `POST /e`, and
 * error reports follow (at most 5 a minute, SPEC §9). If not, or the question fails, nothing is ever sent
 * and `features.analytics` becomes false; a 403 (origin not allowed, unknown project) shows 'Invalid App
 * Configuration'. Project id, sdk type and version ride on every call's query (the API client adds them).
 */
export async function startAnalytics(kit: Kit, early: readonly KitEvent[]): Promise<Analytics | undefined> {
  let enabled = false
  try {
    enabled = AnalyticsConfigResponseSchema.parse(await kit.api.get('/getAnalyticsConfig')).isAnalyticsEnabled
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 403) {
      showAlert(kit, {
        code: 'INVALID_APP_CONFIGURATION',
        message: KitErrorMessage.INVALID_APP_CONFIGURATION,
        params: { message: error.message },
      })
    }
  }
  if (!enabled) {
    kit.stores.options.set((s) => ({ features: { ...s.features, analytics: false } }))
    return undefined
  }
  const post = (body: AnalyticsEvent) => void kit.api.post('/e', body).catch(() => undefined)
  const send = (event: KitEvent) => post(toEvent(kit, event))
  for (const event of early) send(event)
  const stopEvents = kit.events.subscribe(send)
  const reported: number[] = []
  return {
    report(error, category: ErrorCategory) {
      const now = Date.now()
      while (reported.length > 0 && now - (reported[0] as number) >= 60_000) reported.shift()
      if (reported.length >= ConstantsUtil.MAX_ERROR_REPORTS_PER_MINUTE) return // quietly, as AppKit
      reported.push(now)
      const e = error instanceof Error ? error : new Error(String(error))
      post({
        eventId: globalThis.crypto.randomUUID(),
        ...page(),
        timestamp: now,
        props: {
          type: 'error',
          event: category,
          errorType: e.name,
          errorMessage: e.message,
          ...(e.stack ? { stackTrace: e.stack } : {}),
        },
      })
    },
    stop: stopEvents,
  }
}
