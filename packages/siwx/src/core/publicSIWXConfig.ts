import type { SIWXConfig as SIWXConfigInterface } from '@gangway/core'
import { SIWXConfig as SIWXConfigBase } from './SIWXConfig.ts'

/**
 * `SIWXConfig` as a site imports it from `@gangway/siwx`, AppKit's way and Gangway's at once: as a **type** it
 * is the `siwx` option's interface (what `@reown/appkit-siwx` exports under that name — a site's own config
 * object, `const siwx: SIWXConfig = { createMessage, addSession, … }`, type-checks against it); as a **value**
 * it is Gangway's abstract base class (`class MySIWX extends SIWXConfig`, what `DefaultSIWX` extends), with
 * its `SIWXConfig.ConstructorParams`.
 */
export const SIWXConfig: typeof SIWXConfigBase = SIWXConfigBase
export type SIWXConfig = SIWXConfigInterface
export namespace SIWXConfig {
  export type ConstructorParams = SIWXConfigBase.ConstructorParams
  export type Messenger = SIWXConfigBase.Messenger
}
