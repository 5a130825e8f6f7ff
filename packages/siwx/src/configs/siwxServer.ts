import { ApiRequestError } from '@gangway/core'

/**
 * Calls `/siwx/v1/*` of a Gangway server for one project; the session's bearer token where one is given.
 * A refusal throws core's `ApiRequestError` (HTTP status, the server's stable code and message), as every
 * other call to the server does.
 */
export function siwxServer(params: { apiUrl: string; projectId: string; clientId: string; fetch?: typeof fetch }) {
  const call = async <T>(
    method: string,
    path: string,
    options: { query?: Record<string, string>; body?: unknown; token?: string },
  ) => {
    const url = new URL(`${params.apiUrl.replace(/\/+$/, '')}/siwx/v1/${path}`)
    for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v)
    url.searchParams.set('projectId', params.projectId)
    url.searchParams.set('clientId', params.clientId)
    const res = await (params.fetch ?? fetch)(url.toString(), {
      method,
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    })
    const text = await res.text()
    let answer: unknown
    try {
      answer = text ? JSON.parse(text) : undefined
    } catch {
      answer = undefined // e.g. a proxy's HTML error page
    }
    if (!res.ok) {
      const { code, message } = (answer ?? {}) as { code?: string; message?: string }
      throw new ApiRequestError(res.status, code ?? 'SERVER_ERROR', message ?? `The server answered ${res.status}`)
    }
    return answer as T
  }
  return {
    get: <T>(path: string, query: Record<string, string> = {}, token?: string) =>
      call<T>('GET', path, { query, ...(token ? { token } : {}) }),
    post: <T>(path: string, body: unknown) => call<T>('POST', path, { body }),
    delete: (path: string, token: string) => call<undefined>('DELETE', path, { token }),
  }
}
