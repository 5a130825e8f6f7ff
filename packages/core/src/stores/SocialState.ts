import type { SocialLoginProvider } from '@gangway/protocol'

/**
 * The social login in progress (the ConnectingSocial view shows it): which provider, whether the popup is
 * open, and the last failure ('Popup closed', 'Failed to initiate social connection', 'Failed to connect')
 * with its stable code. Idle again after a success or when the dialog closed.
 */
export type SocialState = {
  provider: SocialLoginProvider | undefined
  status: 'idle' | 'connecting' | 'error'
  error: { code: string; message: string } | undefined
}

export const initialSocialState = (): SocialState => ({ provider: undefined, status: 'idle', error: undefined })
