/** The sign-in flow's state (one per kit). */
export type SIWXState = {
  /**
   * The `namespace:chainId:address` the sign-in was last checked (and maybe asked) for: one check and one
   * prompt per account and network, however often the connection is recorded again.
   */
  caipAddress: string | undefined
  /** `signing`: the wallet's signature prompt is open; `cancelling`: the visitor cancelled and it is being applied. */
  status: 'idle' | 'signing' | 'cancelling'
}

export const initialSIWXState = (): SIWXState => ({ caipAddress: undefined, status: 'idle' })
