import type { Kit } from '../Kit.ts'
import { PayError } from '../pay/PayError.ts'
import type { PaymentOptions } from '../pay/PaymentOptions.ts'
import { validatePayConfig } from '../pay/validatePayConfig.ts'
import { emitEvent } from './emitEvent.ts'
import { openModal } from './openModal.ts'

export type OpenPayParameters = PaymentOptions

export type OpenPayErrorType = PayError

/**
 * AppKit Pay's `openPay`: checks the payment (`validatePayConfig`: AppKit Pay's codes and messages), starts
 * afresh (no result, no error), emits `PAY_MODAL_OPEN` and opens the dialog on the Pay view, where the
 * visitor pays from the connected wallet (connecting first when needed) or buys the asset first. Needs
 * `features.pay`: without it 'Unable to initiate payment' and nothing opens. Bad options change nothing.
 *
 * @example
 * openPay(kit, { paymentAsset: baseUSDC, recipient: '0x…', amount: 5 })
 */
export function openPay(kit: Kit, options: OpenPayParameters): void {
  if (!kit.stores.options.get().features.pay) {
    throw new PayError('UNABLE_TO_INITIATE_PAYMENT', 'features.pay is off: createAppKit({ features: { pay: true } })')
  }
  validatePayConfig(options, kit.stores.chains.get().networks)
  kit.stores.pay.set({
    options,
    currentPayment: undefined,
    error: null,
    reason: undefined,
    isPaymentInProgress: false,
  })
  emitEvent(kit, 'PAY_MODAL_OPEN', {
    exchanges: [],
    configuration: {
      network: options.paymentAsset.network,
      asset: options.paymentAsset.asset,
      recipient: options.recipient,
      amount: options.amount,
    },
  })
  openModal(kit, { view: 'Pay' })
}
