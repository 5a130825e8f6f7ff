import { type AuthClientError, verifySignInMessage } from '@farcaster/auth-client'
import { type Address, createPublicClient, encodeAbiParameters, http, type PublicClient } from 'viem'
import { AuthError, AuthErrorCode } from '../AuthError.ts'
import {
  FARCASTER_CHAIN,
  ID_REGISTRY_ADDRESS,
  idRegistryAbi,
  KEY_REGISTRY_ADDRESS,
  KEY_STATE_ADDED,
  KEY_TYPE_AUTH_ADDRESS,
  keyRegistryAbi,
} from './farcasterRegistries.ts'

/** The auth-client's Ethereum connector (its type is not exported). */
type EthereumConnector = Parameters<typeof verifySignInMessage>[0]['ethereum']

export type FarcasterVerifierOptions = {
  /** JSON-RPC upstream per CAIP-2 chain (`RPC_UPSTREAMS`); Farcaster needs OP Mainnet's, `eip155:10`. */
  upstreams: Readonly<Record<string, string>>
  /** The proxy's per-attempt timeout and retries (RPC_TIMEOUT_MS, RPC_RETRIES). */
  timeoutMs: number
  retries: number
}

/** A sign-in whose signature and signer the registries confirmed. */
export type VerifiedFarcasterSignIn = { fid: number; address: Address; authMethod: 'custody' | 'authAddress' }

export type FarcasterSignInToVerify = { nonce: string; domain: string; message: string; signature: `0x${string}` }

const invalid = (reason: string) =>
  new AuthError(401, AuthErrorCode.FARCASTER_INVALID, `The Farcaster sign-in was refused: ${reason}`)
const unavailable = () =>
  new AuthError(
    502,
    AuthErrorCode.FARCASTER_CHAIN_UNAVAILABLE,
    'OP Mainnet did not answer, so the Farcaster account could not be checked. Try again later',
  )

/**
 * Sign In With Farcaster, checked by `@farcaster/auth-client`'s own `verifySignInMessage`: the EIP-4361 text
 * (statement 'Farcaster Auth', chain 10, exactly one `farcaster://fid/<fid>` resource, times), the nonce and
 * domain, the signature (viem's `verifySiweMessage`: recovered for an EOA, ERC-1271 / ERC-6492 through the
 * chain for a contract wallet) and the signer: an auth address of the fid (`KeyRegistry.keyDataOf`, key type
 * 2, added) or its custody address (`IdRegistry.idOf(signer) == fid`). The registries are read through the
 * server's upstream for `eip155:10` with its timeout and retries, so nothing else is contacted.
 */
export function createFarcasterVerifier(options: FarcasterVerifierOptions) {
  let connector: (EthereumConnector & { publicClient: PublicClient }) | undefined
  const ethereum = () => {
    const upstream = options.upstreams[FARCASTER_CHAIN]
    if (!upstream) {
      throw new AuthError(
        503,
        AuthErrorCode.PROVIDER_NOT_CONFIGURED,
        `Farcaster sign-in is not configured on this server (RPC_UPSTREAMS has no ${FARCASTER_CHAIN})`,
      )
    }
    if (!connector) {
      const publicClient = createPublicClient({
        transport: http(upstream, { timeout: options.timeoutMs, retryCount: options.retries }),
      })
      connector = {
        publicClient,
        getFid: (custody) =>
          publicClient.readContract({
            address: ID_REGISTRY_ADDRESS,
            abi: idRegistryAbi,
            functionName: 'idOf',
            args: [custody],
          }),
        async isValidAuthAddress(authAddress, fid) {
          const key = encodeAbiParameters([{ type: 'address' }], [authAddress])
          const data = await publicClient.readContract({
            address: KEY_REGISTRY_ADDRESS,
            abi: keyRegistryAbi,
            functionName: 'keyDataOf',
            args: [fid, key],
          })
          return data.keyType === KEY_TYPE_AUTH_ADDRESS && data.state === KEY_STATE_ADDED
        },
      }
    }
    return connector
  }

  return async function verifyFarcasterSignIn(input: FarcasterSignInToVerify): Promise<VerifiedFarcasterSignIn> {
    const eth = ethereum()
    const result = await verifySignInMessage(
      { config: { relay: '', version: 'v1' }, ethereum: eth },
      { ...input, acceptAuthAddress: true },
    )
    if (!result.isError) {
      return { fid: result.fid, address: result.data.address, authMethod: result.authMethod }
    }
    const error = result.error as AuthClientError
    if (error.errCode === 'unavailable') throw unavailable()
    if (error.errCode === 'unknown' || error.message === 'Failed to verify message') {
      // viem answers "not valid" (or throws) also when a contract wallet's check could not reach the chain
      const reachable = await eth.publicClient.getBlockNumber({ cacheTime: 0 }).then(
        () => true,
        () => false,
      )
      if (!reachable) throw unavailable()
      throw invalid("the signature is not the signer's")
    }
    throw invalid(error.message)
  }
}

export type FarcasterVerifier = ReturnType<typeof createFarcasterVerifier>
