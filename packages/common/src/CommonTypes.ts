/**
 * AppKit's smaller `@reown/appkit-common` types: viem's address and hex strings, the theme and social-login names
 * the kit takes, CAIP-19 asset ids, SDK version strings and the SIWE status. Aliases of core's where Gangway
 * has the concept; the rest are plain string types.
 */
import type {
  AppKitConnection,
  SocialProvider as KitSocialProvider,
  ThemeVariables as KitThemeVariables,
  ThemeMode,
} from '@gangway/core'
import type { Chain, Address as ViemAddress, Hex as ViemHex } from 'viem'
import type { AdapterType, CaipNetworkId } from './CaipTypes.ts'

/** viem's `Address` (`0x…`). */
export type Address = ViemAddress
/** viem's `Hex` (`0x…`). */
export type Hex = ViemHex
/** A viem `Chain` (AppKit's `BaseChain`). */
export type BaseChain = Chain

/** `themeMode`'s values. */
export type ThemeType = ThemeMode
/** `themeVariables` (the `--w3m-*` / `--apkt-*` custom properties the dialog reads). */
export type ThemeVariables = KitThemeVariables
/** `features.socials`' providers. */
export type SocialProvider = KitSocialProvider

/** One connection as `useAppKitConnection(s)` list them. */
export type Connection = AppKitConnection

/** CAIP-19 asset ids: `<caip2>/<namespace>:<reference>[/<token id>]`. */
export type AssetNamespace = 'slip44' | 'erc20' | 'erc721' | 'erc1155' | 'nft' | (string & Record<never, never>)
export type AssetReference = string
export type AssetType = `${CaipNetworkId}/${AssetNamespace}:${AssetReference}`
export type TokenId = string
export type CaipAsset = AssetType | `${AssetType}/${TokenId}`

/** The SDK version string a kit reports (`sdkVersion`): `<framework>-<adapter>-<version>`. */
export type SdkFramework = 'html' | 'react' | 'vue' | 'cdn' | 'unity'
export type SdkVersion = `${SdkFramework}-${AdapterType}-${string}`
export type AppKitSdkVersion = `${SdkFramework}-${string}-${string}`

/** AppKit's SIWE session states (`@gangway/siwx/siwe`'s status). */
export type SIWEStatus = 'uninitialized' | 'ready' | 'loading' | 'success' | 'rejected' | 'error'
