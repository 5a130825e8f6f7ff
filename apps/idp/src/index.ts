export { devAppleKey } from './devAppleKey.ts'
export { DEV_IDP_URL, devSocialProviders } from './devSocialProviders.ts'
export { DEV_USERS, type DevUser } from './devUsers.ts'
export {
  APPLE_KEY_ID,
  APPLE_TEAM_ID,
  clientIdOf,
  clientSecretOf,
  IDP_PROVIDERS,
  type IdpProvider,
} from './idpClients.ts'
export { type LoginResult, loginThroughPages } from './loginThroughPages.ts'
export { type Idp, type StartIdpOptions, startIdp } from './startIdp.ts'
