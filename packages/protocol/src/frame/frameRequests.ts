import { z } from 'zod/mini'
import { SOCIAL_LOGIN_PROVIDERS } from './socialLoginProviders.ts'

const ChainIdSchema = z.union([z.string(), z.number()])
const AccountTypeSchema = z.enum(['eoa', 'smartAccount'])
const OtpSchema = z.string().check(z.regex(/^\d{6}$/, 'must be 6 digits'))
const Empty = z.optional(z.undefined())

/**
 * Sign-in message (SPEC §3): a SIWX message's fields and its text. Sent with GET_USER at login with
 * `accountAddress` '<<AccountAddress>>' (the address is not known yet); the frame answers it filled in.
 */
export const FrameSignInMessageSchema = z.object({
  accountAddress: z.string().check(z.maxLength(128)),
  chainId: z.string().check(z.maxLength(64)),
  domain: z.string().check(z.maxLength(256)),
  uri: z.string().check(z.maxLength(2048)),
  version: z.string().check(z.maxLength(16)),
  nonce: z.string().check(z.maxLength(128)),
  statement: z.optional(z.string().check(z.maxLength(2048))),
  resources: z.optional(z.array(z.string().check(z.maxLength(2048))).check(z.maxLength(32))),
  requestId: z.optional(z.string().check(z.maxLength(256))),
  issuedAt: z.optional(z.string().check(z.maxLength(64))),
  expirationTime: z.optional(z.string().check(z.maxLength(64))),
  notBefore: z.optional(z.string().check(z.maxLength(64))),
  serializedMessage: z.string().check(z.maxLength(8192)),
})
export type FrameSignInMessage = z.infer<typeof FrameSignInMessageSchema>

/** User payload (SPEC §3). */
export const FrameUserSchema = z.object({
  email: z.optional(z.nullable(z.string())),
  address: z.string(),
  chainId: ChainIdSchema,
  accounts: z.optional(z.array(z.object({ address: z.string(), type: AccountTypeSchema }))),
  userName: z.optional(z.nullable(z.string())),
  /**
   * Gangway's addition: how the visitor signed in (`email`, a social provider, `farcaster`), so a reload
   * restores `socialProvider` (AppKit keeps it in the page's storage only), and a Farcaster account's fid.
   */
  authProvider: z.optional(z.string().check(z.maxLength(32))),
  fid: z.optional(z.number()),
  preferredAccountType: z.optional(AccountTypeSchema),
  signature: z.optional(z.string()),
  message: z.optional(z.string()),
  siwxMessage: z.optional(FrameSignInMessageSchema),
  smartAccountDeployed: z.optional(z.boolean()),
})
export type FrameUser = z.infer<typeof FrameUserSchema>

export const SocialLoginProviderSchema = z.enum(SOCIAL_LOGIN_PROVIDERS)

export const RpcRequestSchema = z.object({
  method: z.string().check(z.minLength(1)),
  params: z.optional(z.unknown()),
  chainId: z.optional(ChainIdSchema),
  chainNamespace: z.optional(z.string()),
  rpcUrl: z.optional(z.string()),
})
export type RpcRequest = z.infer<typeof RpcRequestSchema>

/**
 * Every request the dialog can make of the frame (SPEC §7): its payload and the payload of its `_SUCCESS`
 * answer. Each request `X` is answered by `X_SUCCESS` or `X_ERROR` (`{ message? }`) with the same `id`.
 */
export const FRAME_REQUESTS = {
  SWITCH_NETWORK: { request: z.object({ chainId: ChainIdSchema }), success: z.object({ chainId: ChainIdSchema }) },
  CONNECT_EMAIL: {
    request: z.object({ email: z.string() }),
    success: z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) }),
  },
  CONNECT_DEVICE: { request: Empty, success: Empty },
  CONNECT_OTP: { request: z.object({ otp: OtpSchema }), success: Empty },
  /** The provider's authorization URL for this frame's device (the popup is sent there). */
  GET_SOCIAL_REDIRECT_URI: {
    request: z.object({
      provider: SocialLoginProviderSchema,
      /**
       * Gangway's addition for a login without popup (Telegram's in-app browser): the site's page the
       * callback sends the visitor back to with `result_uri` (must be on the parent's origin).
       */
      returnTo: z.optional(z.string().check(z.maxLength(2048))),
    }),
    success: z.object({ uri: z.string().check(z.maxLength(8192)) }),
  },
  /**
   * The URL the provider sent the popup back to (`…/social/callback?code=…&state=…`): the frame signs in with
   * it and answers the user (AppKit's FrameConnectSocialResponse); with `siwxMessage`, signed in the same step.
   */
  CONNECT_SOCIAL: {
    request: z.object({
      uri: z.string().check(z.minLength(1), z.maxLength(8192)),
      preferredAccountType: z.optional(z.string()),
      chainId: z.optional(ChainIdSchema),
      siwxMessage: z.optional(FrameSignInMessageSchema),
      rpcUrl: z.optional(z.string()),
    }),
    success: FrameUserSchema,
  },
  GET_USER: {
    request: z.optional(
      z.object({
        chainId: z.optional(ChainIdSchema),
        preferredAccountType: z.optional(z.string()),
        /** At login only: the frame signs it in the same step (SPEC §3 user payload `message`, `signature`). */
        siwxMessage: z.optional(FrameSignInMessageSchema),
      }),
    ),
    success: FrameUserSchema,
  },
  SIGN_OUT: { request: Empty, success: Empty },
  IS_CONNECTED: { request: Empty, success: z.object({ isConnected: z.boolean() }) },
  GET_CHAIN_ID: { request: Empty, success: z.object({ chainId: ChainIdSchema }) },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {
    request: Empty,
    success: z.object({ smartAccountEnabledNetworks: z.array(z.number()) }),
  },
  INIT_SMART_ACCOUNT: { request: Empty, success: z.object({ address: z.string(), isDeployed: z.boolean() }) },
  SET_PREFERRED_ACCOUNT: {
    request: z.object({ type: AccountTypeSchema }),
    success: z.object({ type: AccountTypeSchema, address: z.string() }),
  },
  RPC_REQUEST: { request: RpcRequestSchema, success: z.unknown() },
  UPDATE_EMAIL: {
    request: z.object({ email: z.string() }),
    success: z.object({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }),
  },
  UPDATE_EMAIL_PRIMARY_OTP: { request: z.object({ otp: OtpSchema }), success: Empty },
  UPDATE_EMAIL_SECONDARY_OTP: { request: z.object({ otp: OtpSchema }), success: z.object({ newEmail: z.string() }) },
  SYNC_THEME: {
    request: z.object({
      themeMode: z.optional(z.enum(['light', 'dark'])),
      themeVariables: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
      w3mThemeVariables: z.optional(z.record(z.string(), z.string())),
    }),
    success: Empty,
  },
  SYNC_DAPP_DATA: {
    request: z.object({
      metadata: z.optional(
        z.object({
          name: z.string(),
          description: z.string(),
          url: z.string(),
          icons: z.array(z.string()),
        }),
      ),
      sdkVersion: z.string(),
      sdkType: z.string(),
      projectId: z.string(),
    }),
    success: Empty,
  },
  RELOAD: { request: Empty, success: Empty },
  RPC_ABORT: { request: Empty, success: Empty },
  /**
   * Farcaster sign-in, step 1 (AppKit's shape): the frame opens a channel on the server's Farcaster relay
   * and answers its link (shown as a QR code). `expiresAt` (ISO time, Gangway's addition): when the link
   * stops working.
   */
  GET_FARCASTER_URI: {
    request: Empty,
    success: z.object({
      url: z.string().check(z.maxLength(2048)),
      expiresAt: z.optional(z.string().check(z.maxLength(64))),
    }),
  },
  /**
   * Step 2: waits until the Farcaster app signed in on the channel, then signs in with the server (the
   * session is kept as after CONNECT_OTP). `userName` as AppKit; `fid` (Gangway's addition): the account.
   */
  CONNECT_FARCASTER: {
    request: Empty,
    success: z.object({ userName: z.string(), fid: z.optional(z.number()) }),
  },
} as const

export type FrameRequests = typeof FRAME_REQUESTS
export type FrameRequestName = keyof FrameRequests
export type FrameRequestPayload<N extends FrameRequestName> = z.infer<FrameRequests[N]['request']>
export type FrameSuccessPayload<N extends FrameRequestName> = z.infer<FrameRequests[N]['success']>
