/** Who the provider says signed in. */
export type SocialProfile = {
  /** The provider's stable id of the account (`sub`, or the profile API's `id`). */
  subject: string
  /** The handle or name the provider shows (GitHub login, X and Discord username, else the name), kept for `user.username`. */
  username: string | null
  email: string | null
  /** True only when the provider itself says the address is verified (see README: Facebook's never counts). */
  emailVerified: boolean
}
