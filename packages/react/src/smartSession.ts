/**
 * `@gangway/react/smart-session` — AppKit's `@reown/appkit-experimental/smart-session` on the page's
 * `createAppKit` instance: `grantPermissions` (ERC-7715 `wallet_grantPermissions` to the connected EVM
 * wallet — Gangway's e-mail wallet grants it on its smart account, the session enforced on-chain),
 * `isSmartSessionSupported`, `getSmartSessions` (the Gangway server's `/v1/sessions`), `revokeSmartSession`
 * (`wallet_revokePermissions`) and the request/response types.
 */
import { AUTH_CONNECTOR_ID, getAccount } from '@gangway/core'
import { SmartSessionsResponseSchema } from '@gangway/protocol'
import type { AppKit } from './AppKit.ts'
import { NOT_CREATED } from './hooks/useAppKitInstance.ts'
import { getPageInstance } from './pageInstance.ts'
import type {
  SmartSession,
  SmartSessionGrantPermissionsRequest,
  SmartSessionGrantPermissionsResponse,
} from './smartSession/smartSessionTypes.ts'

export * from './smartSession/smartSessionTypes.ts'

type Eip1193 = { request(args: { method: string; params?: unknown }): Promise<unknown> }

function connected(action: string): { instance: AppKit; provider: Eip1193; address: string; chainId: string } {
  const instance = getPageInstance()
  if (!instance) throw new Error(NOT_CREATED)
  const account = getAccount(instance.kit, 'eip155')
  const provider = instance.getWalletProvider('eip155') as Eip1193 | undefined
  if (!account.isConnected || !account.caipAddress || !provider) {
    throw new Error(`${action}: no EVM wallet is connected`)
  }
  const [, chainId, address] = account.caipAddress.split(':') as [string, string, string]
  return { instance, provider, address, chainId }
}

const isHex = (value: unknown): value is `0x${string}` => typeof value === 'string' && /^0x[0-9a-fA-F]*$/.test(value)

/**
 * Asks the connected EVM wallet to grant a session key these permissions (`wallet_grantPermissions`) and
 * answers what it granted; `context` identifies the session (its pci). Gangway's e-mail wallet grants on its
 * smart account (the user approves in the login frame; the server refuses what the account cannot enforce,
 * saying why). A wallet's refusal rejects with its error (an `rpcCode` when it gave one).
 */
export async function grantPermissions(
  request: SmartSessionGrantPermissionsRequest,
): Promise<SmartSessionGrantPermissionsResponse> {
  if (!request || !isHex(request.chainId) || !Number.isSafeInteger(request.expiry) || !request.signer) {
    throw new Error('grantPermissions: the request needs a hex chainId, an expiry (Unix seconds) and a signer')
  }
  if (!Array.isArray(request.permissions) || request.permissions.length === 0) {
    throw new Error('grantPermissions: the request needs at least one permission')
  }
  const { provider } = connected('grantPermissions')
  const answer = (await provider.request({ method: 'wallet_grantPermissions', params: [request] })) as
    | Partial<SmartSessionGrantPermissionsResponse>
    | undefined
  if (!answer || !isHex(answer.address) || typeof answer.context !== 'string' || !isHex(answer.chainId)) {
    throw new Error('grantPermissions: the wallet answered no granted session (address, chainId and context)')
  }
  return {
    chainId: answer.chainId,
    address: answer.address,
    expiry: answer.expiry ?? request.expiry,
    permissions: answer.permissions ?? request.permissions,
    context: answer.context,
  }
}

/**
 * Whether the connected wallet grants session keys: Gangway's e-mail wallet on its smart account (the only
 * Gangway wallet that does; another wallet may still answer `grantPermissions` itself).
 */
export function isSmartSessionSupported(): boolean {
  const instance = getPageInstance()
  if (!instance) return false
  const account = getAccount(instance.kit, 'eip155')
  const connectorId = instance.kit.stores.connections.get().activeConnectorId.eip155
  return account.isConnected && connectorId === AUTH_CONNECTOR_ID && account.preferredAccountType === 'smartAccount'
}

/** The sessions the connected account granted this project, from the Gangway server (`GET /v1/sessions/{caipAddress}`). */
export async function getSmartSessions(): Promise<SmartSession[]> {
  const { instance, address, chainId } = connected('getSmartSessions')
  const answer = SmartSessionsResponseSchema.parse(
    await instance.kit.api.get<unknown>(`/v1/sessions/eip155:${chainId}:${address}`),
  )
  // the server lists the permissions it granted, which are Permission shapes (it refuses any other)
  return answer.pcis as unknown as SmartSession[]
}

/** Revokes a session (`wallet_revokePermissions` with its pci): the e-mail wallet revokes it on-chain. */
export async function revokeSmartSession(session: Pick<SmartSession, 'pci'>): Promise<void> {
  if (typeof session?.pci !== 'string' || session.pci === '')
    throw new Error('revokeSmartSession: the session has no pci')
  const { provider } = connected('revokeSmartSession')
  await provider.request({ method: 'wallet_revokePermissions', params: [{ pci: session.pci }] })
}
