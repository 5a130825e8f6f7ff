/**
 * What a social button's click runs once the popup is open (`connectSocial`: the frame, the provider's
 * answer, the connection): a chunk of its own, loaded by the click, so the page's idle preload of Connect does
 * not carry it (issue 38).
 */
export { connectSocial } from '@gangway/core'
