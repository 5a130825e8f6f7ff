/** The sign-in flow's state (one per kit). */
export type SIWXState = {
  /**
   * The `namespace:chainId:address` the sign-in was last checked (and maybe asked) for: one check and one
   * prompt per account and network, however often the connection is recorded again.
   */
  caipAddress: string | undefined
  /** `signing`: the wallet's signature prompt is open; `cancelling`: the visitor cancelled and it is being applied. */
  status: 'idle' | 'signing' | 'cancelling'
  /**
   * Identities signed in during this page's life, as `namespace:address` (lower case): an account with a
   * session on one network covers the same account on the site's other networks of that namespace, and an
   * embedded login's EOA and smart account cover each other (one login, one key) — no second prompt.
   */
  signedIn: string[]
  /** The `namespace:chainId:address` of each session this page signed or found: disconnecting revokes them all. */
  sessions: string[]
  /** The account whose prompt was closed without signing: opening the dialog again shows the prompt again. */
  pending: string | undefined
}

export const initialSIWXState = (): SIWXState => ({
  caipAddress: undefined,
  status: 'idle',
  signedIn: [],
  sessions: [],
  pending: undefined,
})
