import type { GrantPermissionsResponse } from '@gangway/protocol'
import { SessionErrorCode } from '@gangway/protocol'
import { GangwayScopeKind, gangwayAccountAbi } from '@gangway/protocol/smart-account'
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
 * the key, expiry, spend limit and scopes — so the scope and the spending (values and gas) are enforced
 * on-chain — and, once it is mined, the session is stored. Only GangwayAccountV2 gets sessions: a version-1
 * account would let the key spend its ETH as gas and read 0xffffffff as "any function" (issue 33). Answers AppKit's `SmartSessionGrantPermissionsResponse` with the pci as
 * `context`.
 */
export async function grantPermissions(context: GrantContext, raw: unknown): Promise<GrantPermissionsResponse> {
  const at = context.now()
  const scope = parseGrantRequest(raw, Math.floor(at / 1000))
  const smartAccount = await context.wallet.smartAccount(scope.chainId)
  if (!smartAccount) {
    throw new SessionError(
      SessionErrorCode.UNSUPPORTED_ACCOUNT,
      `Session permissions need a smart account, and chain ${scope.chainId} has none`,
    )
  }
  const account = smartAccount.address
  if (smartAccount.version !== 2) {
    throw new SessionError(
      SessionErrorCode.UNSUPPORTED_ACCOUNT,
      `Session permissions need a version-2 smart account; ${account} is version ${smartAccount.version}`,
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
      scope.scopes.map((s) =>
        s.kind === 'transfer'
          ? { target: s.target, kind: GangwayScopeKind.Transfer, selector: '0x00000000' as const }
          : { target: s.target, kind: GangwayScopeKind.Function, selector: s.selector },
      ),
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
