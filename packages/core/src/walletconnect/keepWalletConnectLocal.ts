/** The parts of a WalletConnect `Core` (`@walletconnect/core`) this touches: its Verify and event clients. */
export type WalletConnectCoreLike = {
  verify: {
    register(params: unknown): Promise<string | undefined>
    resolve(params: unknown): Promise<unknown>
  }
  eventClient?: { init(): Promise<void>; telemetryEnabled?: boolean }
}

/**
 * Keeps a WalletConnect client on the operator's relay only (DESIGN: nothing phones home). WalletConnect's
 * Verify client puts an iframe of `verify.walletconnect.org` in the page when a session is proposed or a
 * request sent (`register`) and fetches attestations from it for incoming ones (`resolve`). Its only switch
 * is `process.env.IS_VITEST`, which bundlers replace or hide (Next/webpack inline `process.env.X` at build
 * time; a Vite `define: { 'process.env': {} }` empties it) and which also makes sign-client read Node's
 * `global` ("global is not defined" in a browser). So instead the initialised client's own Verify instance
 * answers as it does in WalletConnect's development mode: no attestation (`register` → '', `resolve` →
 * nothing), which wallets show as "unknown" origin. Telemetry: the client is made with `telemetryEnabled:
 * false`, which stops the event batches but not the one INIT event `eventClient.init()` posts to
 * `pulse.walletconnect.org` (WalletKit calls it) — that is made a no-op here too. Call it before the first
 * pairing or request.
 */
export function keepWalletConnectLocal(core: WalletConnectCoreLike): void {
  const verify = core.verify as WalletConnectCoreLike['verify'] & { isDevEnv?: boolean }
  // the documented interface (IVerify) first; the private flag as well, for code paths that read it
  verify.register = async () => ''
  verify.resolve = async () => undefined
  verify.isDevEnv = true
  if (core.eventClient) {
    core.eventClient.telemetryEnabled = false
    core.eventClient.init = async () => undefined
  }
}
