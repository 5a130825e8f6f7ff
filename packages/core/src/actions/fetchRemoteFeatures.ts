import type { ProjectConfigResponse } from '@gangway/protocol'
import type { Kit } from '../Kit.ts'
import type { ResolvedFeatures } from '../options/Features.ts'
import { showAlert } from './showAlert.ts'

/**
 * Fetches the project's remote features (SPEC §4) and applies them over the site's options. A feature the
 * site set differently is overridden with a warning and the 'local configuration ignored' alert. On
 * failure the local or default values stay. Answers the keys that were overridden.
 */
export async function fetchRemoteFeatures(kit: Kit): Promise<string[]> {
  const answer = await kit.api.get<ProjectConfigResponse>('/appkit/v1/config')
  // the schema (and zod) load with the answer, not with the page (issue 38)
  const { ProjectConfigResponseSchema } = await import('../api/answerSchemas.ts')
  const parsed = ProjectConfigResponseSchema.safeParse(answer)
  if (!parsed.success) return []
  const remote = parsed.data.features
  const keys = Object.keys(remote) as (keyof typeof remote)[]
  if (keys.length === 0) return []
  const local = kit.options.localFeatures as Record<string, unknown>
  const ignored = keys.filter((k) => k in local && JSON.stringify(local[k]) !== JSON.stringify(remote[k]))
  kit.stores.options.set((s) => ({ features: { ...s.features, ...(remote as Partial<ResolvedFeatures>) } }))
  if (ignored.length > 0) {
    const message = `Local configuration ignored: the project's remote settings decide ${ignored.map((k) => `features.${k}`).join(', ')}`
    console.warn(`gangway: ${message}`)
    showAlert(kit, {
      code: 'LOCAL_CONFIGURATION_IGNORED',
      message,
      variant: 'warning',
      params: { keys: ignored.join(', ') },
    })
  }
  return ignored
}
