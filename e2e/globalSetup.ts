import { startDevnet } from '@gangway/devnet'

/** Starts a fresh, seeded devnet for the browser run; the returned function stops it. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const devnet = await startDevnet()
  return () => devnet.stop()
}
