import { KitError, KitErrorMessage } from '../errors/KitError.ts'
import type { Kit } from '../Kit.ts'

/**
 * Waits for `work` while the dialog that shows it stays open: when the dialog closes first the answer is
 * 'Modal closed' (code MODAL_CLOSED, SPEC §8), as AppKit's connect and request helpers reject. The work itself
 * goes on (a wallet prompt cannot be taken back); callers decide what a late answer means. When the dialog
 * is not open at the start, this is `work` itself.
 */
export function whileModalOpen<T>(kit: Kit, work: Promise<T>): Promise<T> {
  if (!kit.stores.modal.get().open) return work
  return new Promise<T>((resolve, reject) => {
    const stop = kit.stores.modal.subscribeKey('open', (open) => {
      if (open) return
      stop()
      reject(new KitError('MODAL_CLOSED', KitErrorMessage.MODAL_CLOSED))
    })
    work.then(
      (value) => {
        stop()
        resolve(value)
      },
      (error: unknown) => {
        stop()
        reject(error)
      },
    )
  })
}

/** Whether `error` is the 'Modal closed' answer of `whileModalOpen`. */
export const isModalClosed = (error: unknown) => error instanceof KitError && error.code === 'MODAL_CLOSED'
