import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { dirname, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { open, type Result, sleep } from './relayClients.ts'
import type { ProbeAnswer } from './serverProbe.ts'

/**
 * The servers `bench:relay` measures, each a child process with `serverProbe.ts` loaded: started and waited
 * for (`startServer`), asked by their probe (`probe`), and measured over one load (`measure`: CPU from
 * /proc, allocation, collections, loop delay and stalls from the probe).
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')

export type BenchServer = { name: string; proc: ChildProcess; url: string }
const children: ChildProcess[] = []
/** Ends every server started here (also when this process exits). */
export const stopServers = () => {
  for (const c of children) c.kill('SIGTERM')
}
process.once('exit', stopServers)

export async function startServer(
  name: string,
  script: string,
  env: Record<string, string>,
  url: string,
  extraArgs: string[] = [],
) {
  // PROFILE=<dir>: a CPU profile of each server (open in Chrome DevTools), named CPU.<date>.<pid>…
  const profile = process.env.PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PROFILE}`] : []
  const args = [
    ...profile,
    '--expose-gc',
    // SERVER_NODE_ARGS: node flags for every server alike (the relay, the bare relay, the bare ws server)
    ...(process.env.SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
    ...extraArgs,
    '--import',
    'tsx',
    '--import',
    pathToFileURL(resolve(root, 'bench/serverProbe.ts')).href,
    script,
  ]
  const proc = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      // ALLOC_PROFILE=<dir>: each server's sampled allocations over its last measurement (serverProbe.ts)
      ...(process.env.ALLOC_PROFILE
        ? { ALLOC_PROFILE: `${process.env.ALLOC_PROFILE}/${name.replace(' ', '-')}.heapprofile` }
        : {}),
    },
    stdio: ['ignore', process.env.CHILD_STDOUT ? 'inherit' : 'ignore', 'inherit', 'ipc'],
  })
  children.push(proc)
  for (let i = 0; i < 1200; i++) {
    const ws = await open(url).catch(() => undefined)
    if (ws) {
      ws.close()
      return { name, proc, url }
    }
    await sleep(100)
  }
  throw new Error(`${script} did not start`)
}

/** Asks a server's probe (`serverProbe.ts`). */
export const probe = <K extends ProbeAnswer['probe']>(server: BenchServer, kind: K) =>
  new Promise<Extract<ProbeAnswer, { probe: K }>>((ok) => {
    const listen = (msg: ProbeAnswer) => {
      if (msg.probe !== kind) return
      server.proc.off('message', listen)
      ok(msg as Extract<ProbeAnswer, { probe: K }>)
    }
    server.proc.on('message', listen)
    server.proc.send({ probe: kind })
  })

/** CPU time a child process has used (ms; Linux /proc). */
const cpuMs = (proc: ChildProcess) => {
  const fields = readFileSync(`/proc/${proc.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
}

/** One measurement; the server's event-loop delay, long timers, collections, stalls and core time as its probe answers them. */
export type Measured = Result & {
  /** CPU time per delivered message (µs): the server process, and this process (the clients). */
  serverUs: number
  clientUs: number
  /** Bytes the server allocated per delivered message; its GC time per message (µs) and longest pause. */
  allocated: number
  gcUs: number
  maxPauseMs: number
  /** Collections in the measurement: young-generation (scavenges) and full (mark-compact). */
  scavenges: number
  fullGcs: number
  /** The machine's 1-minute load average when the measurement ended (other sessions share the cores). */
  load: number
} & Pick<
    Extract<ProbeAnswer, { probe: 'stop' }>,
    'loopDelay' | 'longTimers' | 'pauses' | 'stalls' | 'ranMs' | 'waitedMs'
  >

/** Runs one measurement, counting CPU and allocation from the load's start (opening sockets is not a message's cost). */
export async function measure(server: BenchServer, run: (started: () => void) => Promise<Result>): Promise<Measured> {
  let serverBefore = 0
  let clientBefore = process.cpuUsage()
  let probing: Promise<unknown> = Promise.resolve()
  const result = await run(() => {
    serverBefore = cpuMs(server.proc)
    clientBefore = process.cpuUsage()
    probing = probe(server, 'start')
  })
  const serverAfter = cpuMs(server.proc)
  const client = process.cpuUsage(clientBefore)
  await probing
  const gc = await probe(server, 'stop')
  const count = Math.max(1, result.count)
  return {
    ...result,
    serverUs: ((serverAfter - serverBefore) * 1000) / count,
    clientUs: (client.user + client.system) / count,
    allocated: gc.allocated / count,
    gcUs: (gc.gcMs * 1000) / count,
    maxPauseMs: gc.maxPauseMs,
    scavenges: gc.scavenges,
    fullGcs: gc.fullGcs,
    load: loadavg()[0] ?? 0,
    loopDelay: gc.loopDelay,
    longTimers: gc.longTimers,
    pauses: gc.pauses,
    stalls: gc.stalls,
    ranMs: gc.ranMs,
    waitedMs: gc.waitedMs,
  }
}
