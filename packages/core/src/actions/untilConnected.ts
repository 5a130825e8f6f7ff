import type { ChainNamespace } from '@gangway/protocol'
import type { Kit } from '../Kit.ts'
import { whileModalOpen } from './whileModalOpen.ts'

/**
 * Resolves when `connectorId` is the namespace's connected wallet (a login the dialog's views run, e.g. the
 * e-mail code or a pairing); answers 'Modal closed' when the dialog closes first.
 */
export function untilConnected(kit: Kit, namespace: ChainNamespace, connectorId: string): Promise<void> {
  const done = () =>
    kit.stores.chains.get().accounts[namespace]?.isConnected === true &&
    kit.stores.connections.get().activeConnectorId[namespace]?.toLowerCase() === connectorId.toLowerCase()
  if (done()) return Promise.resolve()
  let stops: (() => void)[] = []
  const waiting = new Promise<void>((resolve) => {
    const check = () => {
      if (!done()) return
      for (const stop of stops) stop()
      resolve()
    }
    stops = [kit.stores.chains.subscribe(check), kit.stores.connections.subscribe(check)]
  })
  return whileModalOpen(kit, waiting).finally(() => {
    for (const stop of stops) stop()
  })
}
