import { SESSION_PERMISSION_TYPES, SESSION_SIGNER_TYPES } from '@gangway/protocol'

/**
 * The `permissions` capability of an embedded smart account's chain in `wallet_getCapabilities` (AppKit
 * checks it before `wallet_grantPermissions`): the permission and signer types granted, no policies.
 */
export const sessionCapability = {
  supported: true,
  signerTypes: [...SESSION_SIGNER_TYPES],
  permissionTypes: [...SESSION_PERMISSION_TYPES],
  policyTypes: [] as string[],
} as const
