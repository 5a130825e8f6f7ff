import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Project } from '../projects/Project.ts'
import { createMemoryMailbox } from '../relay/createMemoryMailbox.ts'
import { createRelay, type RelayOptions } from '../relay/createRelay.ts'

/** The `local` project as the server seeds it, and variations of it for tests. */
export const testProject = (overrides: Partial<Project> = {}): Project => ({
  id: 'local',
  name: 'Local demo',
  allowedOrigins: ['localhost'],
  allowedAppIds: [],
  allowNoOrigin: true,
  features: {},
  analyticsEnabled: false,
  ...overrides,
})

/**
 * A relay alone on a loopback HTTP server of its own (no database): projects from a list, memory stores
 * unless given. Answers its ws:// URL, the relay, the mailbox and `close`.
 */
export async function startTestRelay(
  options: Partial<Omit<RelayOptions, 'audiences' | 'project'>> & { projects?: Project[] } = {},
) {
  const projects = new Map((options.projects ?? [testProject()]).map((p) => [p.id, p]))
  const mailbox = options.mailbox ?? createMemoryMailbox()
  const server = createServer((_req, res) => res.end('ok'))
  let url = ''
  const relay = createRelay({
    ...options,
    mailbox,
    audiences: () => [url],
    project: async (id) => projects.get(id),
  })
  server.on('upgrade', (req, socket, head) => relay.handleUpgrade(req, socket, head))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/relay`
  return {
    url,
    httpUrl: url.replace('ws://', 'http://').replace('/relay', ''),
    relay,
    mailbox,
    async close() {
      await relay.close()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
