import { z } from 'zod/mini'
import { APP_PREFIX, FRAME_PREFIX } from './framePrefixes.ts'
import { FRAME_REQUESTS, type FrameRequestName, type FrameRequests } from './frameRequests.ts'

const IdSchema = z.optional(z.string().check(z.maxLength(128)))
const ErrorPayloadSchema = z.optional(z.object({ message: z.optional(z.string()) }))

/** A message the dialog posts to the frame. */
export type AppEvent = {
  [N in FrameRequestName]: {
    type: `${typeof APP_PREFIX}${N}`
    payload: z.infer<FrameRequests[N]['request']>
    id?: string
  }
}[FrameRequestName]

/** A message the frame posts to the dialog: READY, SESSION_UPDATE, or an answer to a request. */
export type FrameEvent =
  | { type: `${typeof FRAME_PREFIX}READY`; id?: string }
  | { type: `${typeof FRAME_PREFIX}SESSION_UPDATE`; payload: { token: string }; id?: string }
  | {
      [N in FrameRequestName]:
        | { type: `${typeof FRAME_PREFIX}${N}_SUCCESS`; payload: z.infer<FrameRequests[N]['success']>; id?: string }
        | { type: `${typeof FRAME_PREFIX}${N}_ERROR`; payload?: { message?: string | undefined }; id?: string }
    }[FrameRequestName]

export type ParseResult<T> = { ok: true; event: T } | { ok: false; error: string }

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const firstIssue = (error: { issues: readonly { path: PropertyKey[]; message: string }[] }) => {
  const issue = error.issues[0]
  return `${issue?.path.join('.') || 'payload'} ${issue?.message ?? 'is invalid'}`
}

const FRAME_REQUEST_NAMES: ReadonlySet<string> = new Set(Object.keys(FRAME_REQUESTS))
/** A known request name (an own key of FRAME_REQUESTS, never one of Object.prototype's). */
const isFrameRequestName = (name: string): name is FrameRequestName => FRAME_REQUEST_NAMES.has(name)

/** Checks a message meant for the frame; anything else is answered with why (and must not be acted on). */
export function parseAppEvent(data: unknown): ParseResult<AppEvent> {
  if (!isRecord(data) || typeof data.type !== 'string') return { ok: false, error: 'not a frame message' }
  if (!data.type.startsWith(APP_PREFIX)) return { ok: false, error: `type ${data.type} is not an app event` }
  const name = data.type.slice(APP_PREFIX.length)
  if (!isFrameRequestName(name)) return { ok: false, error: `unknown app event ${data.type}` }
  const id = IdSchema.safeParse(data.id)
  if (!id.success) return { ok: false, error: 'id must be a string' }
  const payload = FRAME_REQUESTS[name as FrameRequestName].request.safeParse(data.payload)
  if (!payload.success) return { ok: false, error: `${data.type}: ${firstIssue(payload.error)}` }
  return { ok: true, event: { type: data.type, payload: payload.data, id: id.data } as AppEvent }
}

/** Checks a message from the frame; anything else is answered with why (and must not be acted on). */
export function parseFrameEvent(data: unknown): ParseResult<FrameEvent> {
  if (!isRecord(data) || typeof data.type !== 'string') return { ok: false, error: 'not a frame message' }
  if (!data.type.startsWith(FRAME_PREFIX)) return { ok: false, error: `type ${data.type} is not a frame event` }
  const id = IdSchema.safeParse(data.id)
  if (!id.success) return { ok: false, error: 'id must be a string' }
  const rest = data.type.slice(FRAME_PREFIX.length)
  if (rest === 'READY') return { ok: true, event: { type: data.type, id: id.data } as FrameEvent }
  if (rest === 'SESSION_UPDATE') {
    const payload = z.object({ token: z.string() }).safeParse(data.payload)
    if (!payload.success) return { ok: false, error: `${data.type}: ${firstIssue(payload.error)}` }
    return { ok: true, event: { type: data.type, payload: payload.data, id: id.data } as FrameEvent }
  }
  const match = /^(.+)_(SUCCESS|ERROR)$/.exec(rest)
  const name = match?.[1] ?? ''
  if (!match || !isFrameRequestName(name)) return { ok: false, error: `unknown frame event ${data.type}` }
  const schema = match[2] === 'SUCCESS' ? FRAME_REQUESTS[name as FrameRequestName].success : ErrorPayloadSchema
  const payload = schema.safeParse(data.payload)
  if (!payload.success) return { ok: false, error: `${data.type}: ${firstIssue(payload.error)}` }
  return { ok: true, event: { type: data.type, payload: payload.data, id: id.data } as FrameEvent }
}

/** The `type` of request `name` as the app sends it. */
export const appEventType = <N extends FrameRequestName>(name: N) => `${APP_PREFIX}${name}` as const
/** The `type`s of the answers to request `name`. */
export const frameAnswerTypes = <N extends FrameRequestName>(name: N) =>
  ({ success: `${FRAME_PREFIX}${name}_SUCCESS`, error: `${FRAME_PREFIX}${name}_ERROR` }) as const
