/** A development account the local provider signs in as (the login page lists them). */
export type DevUser = {
  /** The OIDC `sub` and the login page's choice. */
  id: string
  name: string
  /** The handle (GitHub login, X and Discord username, OIDC `preferred_username`). */
  handle: string
  email: string
  emailVerified: boolean
  /** A number the OAuth 2 stand-ins derive their numeric ids from (GitHub `id`, Discord/X/Facebook ids). */
  number: number
}

/** The dev users: two with verified e-mail, one whose e-mail the provider has not verified. */
export const DEV_USERS: readonly DevUser[] = [
  { id: 'alice', name: 'Alice Dev', handle: 'alice', email: 'alice@example.com', emailVerified: true, number: 1001 },
  { id: 'bob', name: 'Bob Dev', handle: 'bobby', email: 'bob@example.com', emailVerified: true, number: 1002 },
  { id: 'carol', name: 'Carol Dev', handle: 'carol', email: 'carol@example.com', emailVerified: false, number: 1003 },
]
