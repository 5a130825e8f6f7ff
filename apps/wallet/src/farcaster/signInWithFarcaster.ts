import { createAppClient, createWalletClient, type Unwrapped, viemConnector } from '@farcaster/auth-client'
import type { LocalAccount } from 'viem'

export type FarcasterSignIn = {
  /** The relay the site's channel lives on, e.g. `http://localhost:4000/farcaster`. */
  relay: string
  /** The sign-in link the dialog shows (`…?channelToken=…`). */
  url: string
  /** The key that signs: the fid's custody (or an auth address of it). */
  account: LocalAccount
  fid: number
  username: string
  /** `X-Farcaster-Auth-Relay-Key` of the relay. */
  relayKey: string
  /** The OP Mainnet RPC the auth-client is configured with (never called here: nothing is verified client-side). */
  rpcUrl?: string
}

/** The auth-client's answer, or its error thrown. */
function ok<T>(result: Unwrapped<T>): T {
  if (result.isError) throw result.error ?? new Error('The Farcaster relay refused')
  return result as T
}

/**
 * What a Farcaster app does when its user opens a "Sign in with Farcaster" link: read the channel's sign-in
 * parameters from the relay, build the SIWF message for `fid`, sign it with `account`, and post it to the
 * relay (`@farcaster/auth-client`'s wallet client). Answers the site the message was for. The dev Farcaster
 * client page and the browser tests use it; a site never does.
 */
export async function signInWithFarcaster(options: FarcasterSignIn): Promise<{ siweUri: string; domain: string }> {
  const ethereum = viemConnector({ rpcUrl: options.rpcUrl ?? 'http://127.0.0.1:8547' })
  const wallet = createWalletClient({ relay: options.relay, ethereum })
  const app = createAppClient({ relay: options.relay, ethereum })
  const { channelToken } = ok(wallet.parseSignInURI({ uri: options.url }))
  const pending = ok(await app.status({ channelToken })).data
  const params = pending.signatureParams
  const built = ok(
    wallet.buildSignInMessage({
      address: options.account.address,
      fid: options.fid,
      uri: params.siweUri,
      domain: params.domain,
      nonce: pending.nonce,
      ...(params.notBefore ? { notBefore: new Date(params.notBefore) } : {}),
      ...(params.expirationTime ? { expirationTime: new Date(params.expirationTime) } : {}),
      ...(params.requestId ? { requestId: params.requestId } : {}),
    }),
  )
  const signature = await options.account.signMessage({ message: built.message })
  ok(
    await wallet.authenticate({
      authKey: options.relayKey,
      channelToken,
      message: built.message,
      signature,
      fid: options.fid,
      username: options.username,
    }),
  )
  return { siweUri: params.siweUri, domain: params.domain }
}
