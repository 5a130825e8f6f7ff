/**
 * What the e-mail field's Continue runs (`connectEmail`: the frame, the code, the connection): a chunk of its
 * own, so the page's idle preload of Connect does not carry it (issue 38). `EmailLoginForm` loads it when
 * Connect is shown.
 */
export { connectEmail } from '@gangway/core'
