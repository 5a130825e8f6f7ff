import { SdkQuery } from '@gangway/protocol'

/**
 * A failed call to the Gangway server: HTTP status, the server's stable code and message, and the answer's
 * JSON body as sent (the names API answers AppKit's `{ status, reasons }` shape, which its actions read —
 * parsed there, so the client up front carries no names code).
 */
export class ApiRequestError extends Error {
  readonly status: number
  readonly code: string
  readonly body: unknown
  constructor(status: number, code: string, message: string, body?: unknown) {
    super(message)
    this.name = 'ApiRequestError'
    this.status = status
    this.code = code
    this.body = body
  }
}

type Query = Record<string, string | number | undefined>

export type ApiClient = {
  get<T>(path: string, query?: Query): Promise<T>
  /** POST with a JSON body; answers the JSON answer, undefined when empty. */
  post<T = undefined>(path: string, body: unknown, query?: Query): Promise<T>
  /** PUT with a JSON body (`content-type: application/json`); answers the JSON answer, undefined when empty. */
  put<T = undefined>(path: string, body: unknown, query?: Query): Promise<T>
  /** DELETE, with a JSON body when given; answers the JSON answer, undefined when empty. */
  delete<T = undefined>(path: string, body?: unknown, query?: Query): Promise<T>
  /** An absolute URL of a server path with the SDK parameters (for `<img src>`). */
  url(path: string, query?: Record<string, string | number | undefined>): string
}

/**
 * Calls the Gangway server (SPEC §7): every request carries project id, sdk type and version and the
 * client id as query parameters (no custom headers, so simple GETs need no CORS preflight). Bodies are JSON:
 * POST sends it as `text/plain` (a "simple" request, no preflight; the server reads JSON either way), PUT and
 * DELETE — which are preflighted anyway — as `application/json`.
 */
export function createApiClient(params: {
  baseUrl: string
  projectId: string
  sdkType: string
  sdkVersion: string
  clientId: () => string
  fetch?: typeof fetch
}): ApiClient {
  const url = (path: string, query: Record<string, string | number | undefined> = {}) => {
    const u = new URL(`${params.baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`)
    for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') u.searchParams.set(k, String(v))
    u.searchParams.set(SdkQuery.projectId, params.projectId)
    u.searchParams.set(SdkQuery.sdkType, params.sdkType)
    u.searchParams.set(SdkQuery.sdkVersion, params.sdkVersion)
    u.searchParams.set(SdkQuery.clientId, params.clientId())
    return u.toString()
  }
  const send = async (
    method: string,
    path: string,
    query?: Record<string, string | number | undefined>,
    body?: unknown,
  ) => {
    const doFetch = params.fetch ?? fetch
    const type = method === 'POST' ? 'text/plain' : 'application/json'
    let res: Response
    try {
      res = await doFetch(url(path, query), {
        method,
        ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': type } }),
      })
    } catch (error) {
      throw new ApiRequestError(
        0,
        'NETWORK_ERROR',
        `The Gangway server at ${params.baseUrl} is unreachable: ${(error as Error).message}`,
      )
    }
    if (!res.ok) {
      const json: unknown = await res.json().catch(() => undefined)
      // the schema (and zod) load only when an error comes back
      const { ApiErrorSchema } = await import('./answerSchemas.ts')
      const parsed = ApiErrorSchema.safeParse(json)
      throw new ApiRequestError(
        res.status,
        parsed.success ? parsed.data.code : 'HTTP_ERROR',
        parsed.success ? parsed.data.message : `HTTP ${res.status}`,
        json,
      )
    }
    return res
  }
  return {
    url,
    async get<T>(path: string, query?: Record<string, string | number | undefined>) {
      return (await (await send('GET', path, query)).json()) as T
    },
    async post<T>(path: string, body: unknown, query?: Query) {
      return jsonOf<T>(await send('POST', path, query, body))
    },
    async put<T>(path: string, body: unknown, query?: Query) {
      return jsonOf<T>(await send('PUT', path, query, body))
    },
    async delete<T>(path: string, body?: unknown, query?: Query) {
      return jsonOf<T>(await send('DELETE', path, query, body))
    },
  }
}

/** The JSON answer, or undefined when the answer is empty (204 or no body). */
async function jsonOf<T>(res: Response): Promise<T> {
  const text = await res.text()
  return (text === '' ? undefined : JSON.parse(text)) as T
}
