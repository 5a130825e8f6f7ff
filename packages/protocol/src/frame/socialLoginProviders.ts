/**
 * The social providers whose login goes through the frame's popup (SPEC §3; Farcaster has its own flow).
 * A plain list apart from the schemas, so code needing only it does not load them.
 */
export const SOCIAL_LOGIN_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type SocialLoginProvider = (typeof SOCIAL_LOGIN_PROVIDERS)[number]
