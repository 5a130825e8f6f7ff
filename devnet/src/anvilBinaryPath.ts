import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const require = createRequire(import.meta.url)

const PLATFORM_PACKAGES: Record<string, string | undefined> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
  'win32-x64': '@foundry-rs/anvil-win32-amd64',
}

/**
 * Path of the anvil binary shipped inside `@foundry-rs/anvil`'s platform package. We spawn the binary
 * directly (not the npm wrapper) so that stopping the child really stops anvil.
 */
export function anvilBinaryPath(): string {
  const key = `${process.platform}-${process.arch}`
  const pkg = PLATFORM_PACKAGES[key]
  if (!pkg) throw new Error(`devnet: anvil has no binary for ${key}`)
  const root = dirname(require.resolve(`${pkg}/package.json`))
  return join(root, 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil')
}
