/**
 * The names action `getReownName` loads on first use (a lazy chunk: a page that never asks for names does not
 * download it).
 */
export { getNamesForAddress } from '@gangway/core'
