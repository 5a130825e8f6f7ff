/** The part of fs-native-extensions (no bundled types) the server uses: advisory file locks on a descriptor. */
declare module 'fs-native-extensions' {
  /** An exclusive (or shared) lock on the open file; false when another descriptor holds a conflicting one. */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean
  export function unlock(fd: number): void
}
