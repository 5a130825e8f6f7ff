/** Why the sandbox could not send a purchase's tokens (logged; the page and the webhook say it failed). */
export class SandboxSendError extends Error {
  override name = 'SandboxSendError'
}
