import type { GetWalletsResponse } from '@gangway/protocol'
import { ApiRequestError } from '../api/createApiClient.ts'
import type { Kit } from '../Kit.ts'

/** `GET /getWallets`, its answer checked against the shared schema (a malformed answer is an error). */
export async function getWallets(
  kit: Kit,
  query: Record<string, string | number | undefined>,
): Promise<GetWalletsResponse> {
  const answer = await kit.api.get<unknown>('/getWallets', query)
  // the schema (and zod) load with the first answer, not with the page (issue 38)
  const { GetWalletsResponseSchema } = await import('../api/answerSchemas.ts')
  const parsed = GetWalletsResponseSchema.safeParse(answer)
  if (!parsed.success) {
    throw new ApiRequestError(
      200,
      'BAD_RESPONSE',
      `The wallet registry answered in an unexpected shape (${parsed.error.issues[0]?.path.join('.')})`,
    )
  }
  return parsed.data
}
