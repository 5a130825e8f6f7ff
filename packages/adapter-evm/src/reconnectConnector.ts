import type { Config, Connector } from 'wagmi'
import { reconnect } from 'wagmi/actions'

/** How long a reconnect waits for another wagmi config's reconnect on the page before giving up. */
export const RECONNECT_WAIT_MS = 10_000
const RETRY_EVERY_MS = 50

const busy = (status: Config['state']['status']) => status === 'connecting' || status === 'reconnecting'

/**
 * wagmi's `reconnect` of `connector` on `config`, made sure to run. wagmi runs one reconnect per page at a
 * time — a module-level flag shared by every config — and answers `[]` at once, without trying and without
 * touching the config's status, while another is under way. That other one may belong to another config on
 * the same page (a site's own wagmi config beside the adapter's, the previous config after a hot reload),
 * so a session the wallet still allows would come back disconnected. When ours did not start (the config's
 * status never became connecting/reconnecting), it is tried again every 50 ms for up to `waitMs`.
 */
export async function reconnectConnector(
  config: Config,
  connector: Connector,
  waitMs: number = RECONNECT_WAIT_MS,
): Promise<void> {
  const deadline = Date.now() + waitMs
  for (;;) {
    let started = busy(config.state.status)
    const stop = config.subscribe(
      (state) => state.status,
      (status) => {
        if (busy(status)) started = true
      },
    )
    try {
      await reconnect(config, { connectors: [connector] })
    } finally {
      stop()
    }
    if (started || Date.now() >= deadline) return
    await new Promise((resolve) => setTimeout(resolve, RETRY_EVERY_MS))
  }
}
