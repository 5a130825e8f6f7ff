/** The services whose accounts sign in without an e-mail (issue 16 items 4 and 5). */
export type AccountProvider = 'farcaster' | 'telegram'

/** An account of another service whose proof the caller has checked: provider, its id there, its name. */
export type ProviderAccount = { provider: AccountProvider; subject: string; username: string | null }
