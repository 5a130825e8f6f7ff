import type { GrantPermissionsResponse } from '@gangway/protocol'
import { SessionErrorCode } from '@gangway/protocol'
import { gangwayAccountAbi } from '@gangway/protocol/smart-account'
import { encodeFunctionData, toHex } from 'viem'
import { chainFailed } from './chainFailed.ts'
import { parseGrantRequest } from './parseGrantRequest.ts'
import { SessionError } from './SessionError.ts'
import type { SessionWallet } from './SessionWallet.ts'
import type { SessionStore } from './sessionStore.ts'

export type GrantContext = {
  projectId: string
  userId: string
  wallet: SessionWallet
  store: SessionStore
  now: () => number
}

/**
 * `wallet_grantPermissions` for an embedded wallet's smart account (ERC-7715, AppKit's request shape): the
 * request is checked (`parseGrantRequest`), ONE user operation calls the account's own `grantSession` with
 * the key, expiry, spend limit and (target, selector) pairs — so the scope is enforced on-chain — and, once it
 * is mined, the session is stored. Answers AppKit's `SmartSessionGrantPermissionsResponse` with the pci as
 * `context`.
 */
export async function grantPermissions(context: GrantContext, raw: unknown): Promise<GrantPermissionsResponse> {
  const at = context.now()
  const scope = parseGrantRequest(raw, Math.floor(at / 1000))
  const account = await context.wallet.smartAccount(scope.chainId)
  if (!account) {
    throw new SessionError(
      SessionErrorCode.UNSUPPORTED_ACCOUNT,
      `Session permissions need a smart account, and chain ${scope.chainId} has none`,
    )
  }
  if (scope.address && scope.address.toLowerCase() !== account.toLowerCase()) {
    throw new SessionError(
      SessionErrorCode.UNSUPPORTED_ACCOUNT,
      `Session permissions are granted by this wallet's smart account ${account}, not ${scope.address}`,
    )
  }
  const data = encodeFunctionData({
    abi: gangwayAccountAbi,
    functionName: 'grantSession',
    args: [
      scope.sessionKey,
      scope.validUntil,
      scope.spendLimit,
      scope.scopes.map((s) => s.target),
      scope.scopes.map((s) => s.selector),
    ],
  })
  let txHash: string
  try {
    txHash = await context.wallet.sendCalls(scope.chainId, [{ to: account, data }])
  } catch (error) {
    throw chainFailed('The session could not be granted', error)
  }
  const row = await context.store.insert({
    projectId: context.projectId,
    userId: context.userId,
    account: { chainId: `eip155:${scope.chainId}`, address: account.toLowerCase() },
    scope,
    grantTxHash: txHash,
    now: new Date(at),
  })
  return {
    chainId: toHex(scope.chainId),
    address: account,
    expiry: scope.validUntil,
    permissions: scope.permissions,
    context: row.pci,
  }
}
