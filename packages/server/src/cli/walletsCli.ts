import { parseArgs } from 'node:util'
import type { ServerConfig } from '../config/ServerConfig.ts'
import { openDatabase } from '../db/openDatabase.ts'
import { syncWalletRegistry, WALLETCONNECT_EXPLORER_URL } from '../wallets/syncWalletRegistry.ts'
import { UsageError } from './projectCli.ts'

export const WALLETS_USAGE = `Usage:
  gangway-server wallets sync --project-id <WalletConnect Cloud project id> [--url <explorer URL>] [--no-images]

Copies WalletConnect's public wallet explorer (${WALLETCONNECT_EXPLORER_URL}) into the wallet registry: every
wallet with its links, and its logo into REGISTRY_IMAGES_DIR (default DATA_DIR/registry-images; IMAGES_DIR
still wins). Only this command contacts the explorer — the server never does by itself. Wallets already in the
registry (same rdns or id) are updated in place; new ones are added after them. With the embedded database,
stop the server first (one process at a time).`

const options = {
  'project-id': { type: 'string' },
  url: { type: 'string' },
  'no-images': { type: 'boolean' },
} as const

/** `gangway-server wallets …`: answers the lines to print; bad input throws UsageError and changes nothing. */
export async function walletsCli(
  args: string[],
  config: Pick<ServerConfig, 'database' | 'registryImagesDir'>,
  fetcher: typeof fetch = fetch,
): Promise<string[]> {
  const [command, ...rest] = args
  if (command !== 'sync') throw new UsageError(WALLETS_USAGE)
  let values: { 'project-id'?: string | undefined; url?: string | undefined; 'no-images'?: boolean | undefined }
  try {
    values = parseArgs({ args: rest, options }).values
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n\n${WALLETS_USAGE}`)
  }
  const projectId = values['project-id']
  if (!projectId || !/^[A-Za-z0-9_-]{1,128}$/.test(projectId))
    throw new UsageError(`--project-id is required (letters, digits, _ and -)\n\n${WALLETS_USAGE}`)
  if (values.url !== undefined && !/^https?:\/\/[^\s]+$/.test(values.url))
    throw new UsageError(`--url ${values.url}: not an http(s) URL`)
  const lines: string[] = []
  const { db, close } = await openDatabase(config.database)
  try {
    const result = await syncWalletRegistry(db, {
      projectId,
      url: values.url,
      imagesDir: values['no-images'] ? undefined : config.registryImagesDir,
      fetch: fetcher,
      log: (line) => lines.push(line),
    })
    lines.push(
      `wallets: ${result.added} added, ${result.updated} updated, ${result.images} images, ${result.skipped} skipped (malformed)`,
    )
  } finally {
    await close()
  }
  return lines
}
