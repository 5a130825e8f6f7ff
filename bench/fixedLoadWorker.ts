import { parentPort, workerData } from 'node:worker_threads'
import { fixedLoad } from './relayClients.ts'

/**
 * One fixed load of `bench:relay` in a thread of its own (`PAIRED`): the relay's clients and the bare
 * relay's clients then each have an event loop of their own, so one side's clients never delay the
 * other's. Posts `started` when the measured part begins, then the result.
 */
const { url, tokens, options } = workerData as {
  url: string
  tokens: string[]
  options: { rate: number; durationMs: number; warmupMs: number }
}
const result = await fixedLoad(url, tokens, options, () => parentPort?.postMessage({ started: true }))
parentPort?.postMessage({ result })
