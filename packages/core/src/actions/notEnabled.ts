import type { Kit } from '../Kit.ts'
import { showAlert } from './showAlert.ts'

/** SPEC §6's answer of a multi-wallet action with `features.multiWallet` off: the info alert, nothing done. */
export function notEnabled(kit: Kit): undefined {
  showAlert(kit, {
    code: 'MULTI_WALLET_NOT_ENABLED',
    message: 'Multi-Wallet Not Enabled',
    variant: 'info',
  })
  return undefined
}
