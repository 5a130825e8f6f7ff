import type { FrameUser, User } from '@gangway/protocol'
import type { Kit } from '../Kit.ts'

const AUTH_CONNECTOR_ID = 'ID_AUTH'

/** The social provider of a frame user (undefined for an e-mail login). */
export const socialOf = (user: FrameUser | undefined) =>
  user?.authProvider && user.authProvider !== 'email' ? user.authProvider : undefined

/**
 * SPEC §4 storage of an embedded login: after a login the login-used flag is saved (the frame is made at
 * start next time) with the e-mail, or for a social login the social username (and the e-mail the provider
 * gave, if any); no user (a failed connection check, a disconnect) clears e-mail, flag, last chain and
 * social username.
 */
export function saveEmbeddedLogin(kit: Kit, user: FrameUser | undefined): void {
  if (!user) kit.storage.clearEmailLogin()
  else if (socialOf(user)) {
    kit.storage.saveSocialLogin({ email: user.email ?? undefined, username: user.userName ?? undefined })
  } else if (user.email) kit.storage.saveEmailLogin(user.email)
  else kit.storage.clearEmailLogin()
}

/**
 * The eip155 account's state while connected through the embedded wallet (SPEC §3): `embeddedWalletInfo`
 * (user e-mail and username, `authProvider` 'email' or the provider, account type, whether the smart
 * account is deployed), `socialProvider`, the connected wallet info's `social`, and — once the adapter
 * reports the user's address — `allAccounts` (EOA and smart account) and `preferredAccountType`. Nothing
 * changes for other connectors or when it is already so.
 */
export function applyEmbeddedUser(kit: Kit, user: FrameUser | undefined): void {
  const account = kit.stores.chains.get().accounts.eip155
  const viaEmbedded = kit.stores.connections.get().activeConnectorId.eip155 === AUTH_CONNECTOR_ID
  if (!account?.isConnected || !viaEmbedded || !user) return
  const social = socialOf(user)
  const info = {
    user: {
      ...(user.email ? { email: user.email } : {}),
      ...(social && user.userName ? { username: user.userName } : {}),
      ...(typeof user.fid === 'number' ? { fid: user.fid } : {}),
    },
    authProvider: social ?? 'email',
    accountType: user.preferredAccountType ?? ('eoa' as const),
    isSmartAccountDeployed: user.smartAccountDeployed ?? false,
  }
  // SPEC §3 "user" (AppKit's `AccountControllerState.user`): who is signed in to the embedded wallet
  const signedIn: User = {
    ...(user.email ? { email: user.email } : {}),
    ...(user.userName ? { username: user.userName } : {}),
    ...(user.accounts?.length
      ? {
          accounts: user.accounts.flatMap((a) =>
            a.type === 'eoa' || a.type === 'smartAccount' ? [{ address: a.address, type: a.type }] : [],
          ),
        }
      : {}),
    preferredAccountType: info.accountType,
    smartAccountDeployed: info.isSmartAccountDeployed,
  }
  // multi-wallet: how this user signed in, so a later switch back runs the same login (SPEC §4)
  if (kit.stores.options.get().features.multiWallet) {
    void import('../actions/rememberConnection.ts').then((m) => m.rememberAuth(kit, user, social))
  }
  // the frame's accounts apply to the address the adapter reported (a switch reports the new one after)
  const same = account.address?.toLowerCase() === user.address.toLowerCase()
  const allAccounts = same && user.accounts?.length ? user.accounts : account.allAccounts
  const preferredAccountType = same ? info.accountType : account.preferredAccountType
  const walletInfo = kit.stores.connections.get().walletInfo
  if (walletInfo && walletInfo.social !== social) {
    const { social: _old, ...rest } = walletInfo
    kit.stores.connections.set({ walletInfo: social ? { ...rest, social } : rest })
  }
  if (
    JSON.stringify(account.embeddedWalletInfo) === JSON.stringify(info) &&
    JSON.stringify(account.user) === JSON.stringify(signedIn) &&
    account.socialProvider === social &&
    JSON.stringify(account.allAccounts) === JSON.stringify(allAccounts) &&
    account.preferredAccountType === preferredAccountType
  ) {
    return
  }
  const { socialProvider: _gone, preferredAccountType: _type, ...others } = account
  kit.stores.chains.set((s) => ({
    accounts: {
      ...s.accounts,
      eip155: {
        ...others,
        ...(social ? { socialProvider: social } : {}),
        allAccounts,
        ...(preferredAccountType ? { preferredAccountType } : {}),
        embeddedWalletInfo: info,
        user: signedIn,
      },
    },
  }))
}
