/**
 * The client's `disconnect` and `switchNetwork` (and the hooks that call them) load these core actions on
 * first use: a lazy chunk, so a page that never disconnects or switches from its own code does not download
 * them before the dialog opens (issue 38). Both answer a promise anyway; the dialog's views import them
 * themselves.
 */
export { disconnect, switchNetwork } from '@gangway/core'
