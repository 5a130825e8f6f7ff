// Plain strings, no zod, in a module of their own: the dialog's Connect view reads some of them, while the
// message schemas of frameRequests.ts load only with the frame client (issue 38).

/** Prefix of messages the dialog (app) posts to the secure frame. */
export const APP_PREFIX = '@w3m-app/'
/** Prefix of messages the secure frame posts to the dialog. */
export const FRAME_PREFIX = '@w3m-frame/'

/**
 * The CONNECT_FARCASTER error when the link expired before the Farcaster app signed in (the dialog then
 * offers a new link rather than an error).
 */
export const FARCASTER_EXPIRED_MESSAGE = 'The Farcaster sign-in link expired'

/** Placeholder for the address in a sign-in message made before the embedded wallet's address is known. */
export const SIWX_ACCOUNT_PLACEHOLDER = '<<AccountAddress>>'
