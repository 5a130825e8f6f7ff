/**
 * `@gangway/adapter-solana/react` — AppKit's `@reown/appkit-adapter-solana/react`: everything of the package's
 * main entry plus `useAppKitConnection` (needs `@gangway/react`, React and `@solana/web3.js` 1.x).
 */

export type { Connection } from '@solana/web3.js'
export * from './index.ts'
export { useAppKitConnection } from './react/useAppKitConnection.ts'
