import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { builtinModules } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '@gangway/devnet/freePort'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { packServer } from '../../../scripts/packPackages.ts'
import { startTestPostgres } from './test/startTestPostgres.ts'
import { startTestRedis } from './test/startTestRedis.ts'

/**
 * Issue 39 items 1, 2 and 5: the server as an operator gets it — `npm pack`ed, installed from the tarball
 * into a folder outside the repository with the npm of this machine running on THIS test's Node (the
 * `runtimes` step of `npm test` runs it on Node 22 and 24), no dev dependency, started with plain `node`.
 * `GANGWAY_PACKED_SERVER_DIR` names a folder with the tarballs already packed (the step packs once for
 * both runtimes); without it they are packed here. A `*.runtime.test.ts`: left out of the unit step
 * (`vitest.config.ts`), run with `GANGWAY_RUNTIME_TESTS=1`.
 */
const deploy = join(fileURLToPath(new URL('../../../deploy/', import.meta.url)))
const node = process.execPath
const major = Number(process.versions.node.split('.')[0])
const npmCli = realpathSync(execFileSync('sh', ['-c', 'command -v npm'], { encoding: 'utf8' }).trim()).replace(
  /\/bin\/npm$/,
  '/bin/npm-cli.js',
)
/** What the operator's shell would have: none of this repository's npm or Node settings. */
const cleanEnv = Object.fromEntries(
  Object.entries(process.env).filter(([k]) => !/^(npm_|NODE_OPTIONS$|GANGWAY_|VITEST|TEST$)/i.test(k)),
)

/** Runs the installed `gangway-server` with plain `node`; resolves once it logs that it listens. */
function startInstalled(
  dir: string,
  env: Record<string, string>,
  command = ['node_modules/@gangway/server/bin/gangway-server.js'],
) {
  const child: ChildProcess = spawn(node, command, {
    cwd: dir,
    env: { ...cleanEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)))
  const listening = new Promise<{ url: string; frameUrl: string | undefined }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`did not start:\n${output}`)), 120_000)
    const onData = (d: Buffer) => {
      output += d
      const url = /"msg":"gangway-server listening","url":"([^"]+)"/.exec(output)?.[1]
      if (url) {
        clearTimeout(timer)
        resolve({ url, frameUrl: /"msg":"secure frame","url":"([^"]+)"/.exec(output)?.[1] })
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    void exited.then((code) => reject(new Error(`exited with ${code}:\n${output}`)))
  })
  return { child, exited, listening, output: () => output }
}

/** The installed CLI (`gangway-server project …`), with plain node. */
const cli = (dir: string, env: Record<string, string>, ...args: string[]) =>
  spawnSync(node, ['node_modules/@gangway/server/bin/gangway-server.js', ...args], {
    cwd: dir,
    env: { ...cleanEnv, ...env },
    encoding: 'utf8',
  })

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path) : [path]
  })

describe(`the packed server, installed outside the repository, on Node ${process.versions.node}`, () => {
  let work: string
  let site: string
  let install: { status: number | null; output: string }
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'gangway-packed-server-'))
    const packed = process.env.GANGWAY_PACKED_SERVER_DIR ?? join(work, 'pack')
    if (!process.env.GANGWAY_PACKED_SERVER_DIR) packServer(packed)
    const tarballs = readdirSync(packed).filter((f) => /^gangway-(server|protocol)-.*\.tgz$/.test(f))
    expect(tarballs).toHaveLength(2)
    site = join(work, 'operator')
    mkdirSync(site)
    execFileSync(node, ['-e', 'require("fs").writeFileSync("package.json", \'{"private":true}\\n\')'], { cwd: site })
    // npm on this runtime: its engine checks are this Node's
    const run = spawnSync(
      node,
      [
        npmCli,
        'install',
        '--omit=dev',
        '--prefer-offline',
        '--no-audit',
        '--no-fund',
        ...tarballs.map((t) => join(packed, t)),
      ],
      { cwd: site, env: cleanEnv, encoding: 'utf8' },
    )
    install = { status: run.status, output: `${run.stdout}${run.stderr}` }
  }, 600_000)
  // the install is ~170 MB of node_modules: removed without blocking, given the time a loaded machine needs
  afterAll(async () => {
    if (work) await rm(work, { recursive: true, force: true })
  }, 300_000)

  it('installs with no dev dependency and no engine warning', () => {
    expect(install.status, install.output).toBe(0)
    if (major >= 22) expect(install.output).not.toContain('EBADENGINE')
    const modules = join(site, 'node_modules')
    for (const dev of ['@gangway/devnet', '@gangway/idp', '@gangway/onramp-sandbox', '@gangway/wallet']) {
      expect(existsSync(join(modules, dev)), dev).toBe(false)
    }
    for (const dev of ['tsx', 'esbuild', 'vitest', '@foundry-rs/anvil', 'playwright-core', '@walletconnect/core']) {
      expect(existsSync(join(modules, dev)), dev).toBe(false)
    }
    const server = join(modules, '@gangway/server')
    expect(existsSync(join(server, 'src')), 'no TypeScript sources').toBe(false)
    expect(existsSync(join(server, 'dist/index.d.ts')), 'types').toBe(true)
    expect(existsSync(join(server, 'dist/secure-frame/index.html')), 'the built secure frame').toBe(true)
    const pkg = JSON.parse(readFileSync(join(server, 'package.json'), 'utf8')) as {
      engines: { node: string }
      dependencies: Record<string, string>
    }
    expect(pkg.engines.node).toBe('^20.18.1 || ^22.0.0 || >=24.0.0')
    // every package the built JavaScript imports is a dependency it declares (or part of Node)
    const declared = new Set(Object.keys(pkg.dependencies))
    const builtins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]))
    const imported = new Set<string>()
    for (const file of files(join(server, 'dist')).filter((f) => f.endsWith('.js'))) {
      const source = readFileSync(file, 'utf8')
      const specifiers = [
        ...source.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s*['"]([^'"]+)['"]/gms),
        ...source.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm),
        ...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
      ].map((m) => m[1] as string)
      for (const spec of specifiers) {
        if (spec.startsWith('.') || builtins.has(spec)) continue
        imported.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : (spec.split('/')[0] as string))
      }
    }
    expect([...imported].filter((p) => !declared.has(p))).toEqual([])
  })

  it('starts with plain node: /healthz, /readyz, /metrics and the secure frame answer; SIGTERM stops it cleanly', async () => {
    const data = join(work, 'data')
    const env = { PORT: '0', FRAME_PORT: '0', DATA_DIR: data, INDEXER: 'off' }
    const server = startInstalled(site, env)
    try {
      const { url, frameUrl } = await server.listening
      expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: 'ok' })
      const ready = await fetch(`${url}/readyz`)
      expect(ready.status).toBe(200)
      expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok' } })
      const metrics = await fetch(`${url}/metrics`)
      expect(metrics.status).toBe(200)
      const text = await metrics.text()
      expect(text).toContain('gangway_http_requests_total{method="GET",route="/healthz",status="200"} 1')
      expect(text).toContain('process_cpu_user_seconds_total')
      expect(text).toContain(`nodejs_version_info{version="v${process.versions.node}"`)
      // the frame shipped in the package, served on its own port without any FRAME_DIR
      expect(frameUrl).toBeDefined()
      const frame = await fetch(`${frameUrl}/?projectId=local`)
      expect(frame.status).toBe(200)
      expect(frame.headers.get('content-security-policy')).toContain('frame-ancestors http://localhost:*')
      expect(await frame.text()).toContain(`content="${url.replace('127.0.0.1', 'localhost')}"`)
    } finally {
      server.child.kill('SIGTERM')
    }
    expect(await server.exited).toBe(0)
    expect(server.output()).toContain('"msg":"stopped"')
    expect(server.output()).not.toMatch(/Unsupported runtime|EBADENGINE|ExperimentalWarning/)
  }, 180_000)

  it('backs up and restores DATA_DIR as the deploy guide says (stop, tar, start)', async () => {
    const data = join(work, 'data')
    const env = { PORT: '0', FRAME_DIR: 'off', DATA_DIR: data, INDEXER: 'off' }
    const created = cli(
      site,
      env,
      'project',
      'create',
      '--id',
      'shop',
      '--name',
      'Shop',
      '--origin',
      'https://shop.example',
    )
    expect(created.status, `${created.stdout}${created.stderr}`).toBe(0)
    // docs/deploy.md: with the server stopped, one archive of the folder (its key file included)
    const archive = join(work, 'gangway-backup.tar.gz')
    execFileSync('tar', ['-czf', archive, '-C', work, 'data'])
    rmSync(data, { recursive: true, force: true })
    execFileSync('tar', ['-xzf', archive, '-C', work])
    expect(cli(site, env, 'project', 'list').stdout).toContain('shop')
    const server = startInstalled(site, env)
    try {
      const { url } = await server.listening
      const origins = await fetch(`${url}/projects/v1/origins?projectId=shop`)
      expect(await origins.json()).toEqual({ allowedOrigins: ['https://shop.example'] })
      expect(server.output()).not.toContain('generated a development master key')
    } finally {
      server.child.kill('SIGTERM')
    }
    expect(await server.exited).toBe(0)
  }, 180_000)

  it('runs two nodes with deploy/gangway.env, the secrets of secrets.env.example and the image command, on PostgreSQL + Redis', async () => {
    // deploy/: the settings every node shares, the secret keys, the Dockerfile's command, the probes
    const readEnv = (file: string) =>
      Object.fromEntries(
        readFileSync(join(deploy, file), 'utf8')
          .split('\n')
          .filter((l) => /^[A-Z_]+=/.test(l))
          .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
      )
    const shared = readEnv('gangway.env')
    const secretKeys = Object.keys(readEnv('secrets.env.example'))
    expect(secretKeys.sort()).toEqual(
      ['DATABASE_URL', 'GANGWAY_MASTER_KEY', 'METRICS_TOKEN', 'POSTGRES_PASSWORD', 'REDIS_URL', 'SMTP_URL'].sort(),
    )
    const cmd = JSON.parse(
      /^CMD (\[.*\])$/m.exec(readFileSync(join(deploy, 'Dockerfile'), 'utf8'))?.[1] ?? '[]',
    ) as string[]
    expect(cmd[0]).toBe('node')
    const manifest = readFileSync(join(deploy, 'kubernetes/deployment.yaml'), 'utf8')
    const probe = (kind: string) =>
      new RegExp(`${kind}:\\s*\\n\\s*httpGet: \\{ path: (\\S+), port: api \\}`).exec(manifest)?.[1]
    expect([probe('startupProbe'), probe('livenessProbe'), probe('readinessProbe')]).toEqual([
      '/healthz',
      '/healthz',
      '/readyz',
    ])
    const [postgres, redis] = await Promise.all([startTestPostgres(), startTestRedis()])
    const nodes: ReturnType<typeof startInstalled>[] = []
    try {
      const token = 'e'.repeat(64)
      const secrets = {
        GANGWAY_MASTER_KEY: Buffer.alloc(32, 5).toString('base64'),
        SMTP_URL: 'smtp://127.0.0.1:9',
        DATABASE_URL: await postgres.createDatabase(`deploy${process.pid}`),
        REDIS_URL: redis.url,
        METRICS_TOKEN: token,
      }
      // on this machine: loopback instead of 0.0.0.0, free ports instead of the fixed ones
      for (let i = 0; i < 2; i++) {
        const ports = { PORT: await freePort(), FRAME_PORT: await freePort(), METRICS_PORT: await freePort() }
        const env = {
          ...shared,
          ...secrets,
          HOST: '127.0.0.1',
          FRAME_HOST: '127.0.0.1',
          METRICS_HOST: '127.0.0.1',
          ...Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)])),
          SHUTDOWN_DELAY_MS: '500',
        }
        const started = startInstalled(site, env, cmd.slice(1))
        await started.listening // one after the other, as a rolling start
        nodes.push(started)
        const api = `http://127.0.0.1:${ports.PORT}`
        const ready = await fetch(`${api}/readyz`)
        expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok' } })
        expect((await fetch(`${api}/healthz`)).status).toBe(200)
        // metrics on their own port, behind the token; not on the API port
        const metrics = `http://127.0.0.1:${ports.METRICS_PORT}/metrics`
        expect((await fetch(metrics)).status).toBe(401)
        const scraped = await fetch(metrics, { headers: { authorization: `Bearer ${token}` } })
        expect(scraped.status).toBe(200)
        expect(await scraped.text()).toContain('gangway_relay_sockets')
        expect(await (await fetch(`${api}/metrics`)).text()).not.toContain('gangway_')
      }
    } finally {
      for (const n of nodes) n.child.kill('SIGTERM')
      const codes = await Promise.all(nodes.map((n) => n.exited))
      await redis.stop()
      await postgres.stop()
      expect(codes).toEqual([0, 0])
    }
  }, 300_000)
})
