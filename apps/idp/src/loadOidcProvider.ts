import type Provider from 'oidc-provider'

const RUNTIME_WARNING = 'oidc-provider WARNING: Unsupported runtime'

/**
 * oidc-provider, imported with its one start-up warning left out: it asks for Node 22 LTS, and this dev
 * stand-in runs on the repo's Node 20 too (its tests do). Every other warning is printed as it comes.
 */
export async function loadOidcProvider(): Promise<typeof Provider> {
  const warn = console.warn
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes(RUNTIME_WARNING)) return
    warn(...args)
  }
  try {
    return (await import('oidc-provider')).default
  } finally {
    console.warn = warn
  }
}
