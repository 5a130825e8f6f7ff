import type { Log } from '../log.ts'
import type { Delivery } from './createDelivery.ts'
import { AfterAnswer, type RelayMethod } from './createRelayMethods.ts'
import { isPending, type StoredMessage } from './Mailbox.ts'
import { acknowledgementId, formatError, formatResult, parseRelayMessage } from './parseRelayMessage.ts'
import { RelayErrorCode } from './RelayLimits.ts'
import type { RelaySocket } from './RelaySocket.ts'
import { RelayError } from './relayParams.ts'

/**
 * Handles a socket's frames: acknowledgements, the relay's methods (answered, then what a method left for
 * after its answer — stored publishes distributed, pending messages delivered), errors as the protocol's
 * error answers. The returned `run` handles one frame, logging what fails; everything in memory is done at
 * once, a promise says it waits (on Redis).
 */
export function createFrameHandler(deps: {
  methods: Map<string, RelayMethod>
  delivery: Delivery
  send: (s: RelaySocket, text: string) => void
  /** A stored publish, to every subscriber (this process's and the other nodes'). */
  distribute: (m: StoredMessage) => void
  log: Log
}): (s: RelaySocket, text: string) => Promise<void> | undefined {
  const { methods, delivery, send, distribute, log } = deps
  const answerError = (s: RelaySocket, id: string, method: string, error: unknown) => {
    if (!(error instanceof RelayError)) log('error', 'relay request failed', { method, error: String(error) })
    const e = error instanceof RelayError ? error : new RelayError(RelayErrorCode.INVALID_REQUEST, 'Request failed')
    send(s, formatError(id, e.code, e.message))
  }
  /** Does what a request left for after its answer, and empties `after` for its next use. */
  const runAfter = (s: RelaySocket, after: AfterAnswer) => {
    const { stored, topics } = after
    for (let i = 0; i < stored.length; i++) distribute(stored[i] as StoredMessage)
    for (let i = 0; i < topics.length; i++) void delivery.deliverPending(s, topics[i] as string)
    stored.length = 0
    topics.length = 0
  }
  /** The `AfterAnswer` of the last request answered at once, free again (a waiting request keeps its own). */
  let spare: AfterAnswer | undefined

  /** Handles one frame; everything in memory is done at once, a promise says it waits (on Redis). */
  const handle = (s: RelaySocket, text: string): Promise<void> | undefined => {
    // half the frames: an acknowledgement exactly as the official clients write one, read without a parse
    const acked = acknowledgementId(text)
    if (acked !== undefined) return delivery.acknowledge(s, acked)
    const msg = parseRelayMessage(text)
    if (msg.kind === 'invalid') {
      const code = msg.reason === 'Parse error' ? RelayErrorCode.PARSE : RelayErrorCode.INVALID_REQUEST
      send(s, formatError(msg.id, code, msg.reason))
      return
    }
    if (msg.kind === 'response') return delivery.acknowledge(s, msg.id)
    const method = methods.get(msg.method)
    if (!method) {
      send(s, formatError(msg.id, RelayErrorCode.METHOD_NOT_FOUND, `Method not found: ${msg.method.slice(0, 64)}`))
      return
    }
    const after = spare ?? new AfterAnswer()
    spare = undefined
    let result: unknown
    try {
      result = method(s, msg.params, after)
    } catch (error) {
      answerError(s, msg.id, msg.method, error)
      runAfter(s, after)
      spare = after
      return
    }
    if (!isPending(result)) {
      send(s, formatResult(msg.id, result))
      runAfter(s, after)
      spare = after
      return
    }
    // the method goes on after this turn and may still add to `after`: it is this request's alone
    return result.then(
      (value) => {
        send(s, formatResult(msg.id, value))
        runAfter(s, after)
      },
      (error) => {
        answerError(s, msg.id, msg.method, error)
        runAfter(s, after)
      },
    )
  }
  /** Handles a frame, logging what fails; a promise while it waits. */
  const run = (s: RelaySocket, text: string): Promise<void> | undefined => {
    if (s.closed) return
    try {
      return handle(s, text)?.catch(failed)
    } catch (error) {
      failed(error)
    }
  }
  const failed = (error: unknown) => log('error', 'relay socket failed', { error: String(error) })
  return run
}
