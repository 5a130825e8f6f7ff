/**
 * The environment for a command run in a site's copy: this process's, less what the repo adds — Node's
 * `gangway-source` condition (`NODE_OPTIONS` from `.npmrc`) and npm's `npm_*` variables of the `npm run`
 * that started us (`npm_config_node_options` among them) — so the copy resolves the tarballs' `dist/`
 * as a real site would. Next.js's telemetry is off: nothing leaves the machine but npm's registry requests.
 */
export function siteEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {}
  for (const [key, value] of Object.entries(process.env)) {
    if (key === 'NODE_OPTIONS' || key.toLowerCase().startsWith('npm_')) continue
    env[key] = value
  }
  return { ...env, NEXT_TELEMETRY_DISABLED: '1', ...extra }
}
