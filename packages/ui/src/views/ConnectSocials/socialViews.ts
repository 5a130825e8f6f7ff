/**
 * The two social views reached from Connect — the list of every social login and the login in progress —
 * as one chunk (`Connect/connectFamily.ts` loads both through this file). As two chunks beside Connect's the
 * code all three share (the social icons, the button's `startSocialLogin`) was a shared chunk of its own
 * before the dialog opens; as one, the bundler puts it in Connect's chunk (issue 38).
 */
export { ConnectingSocialView } from '../ConnectingSocial/ConnectingSocialView.tsx'
export { ConnectSocialsView } from './ConnectSocialsView.tsx'
