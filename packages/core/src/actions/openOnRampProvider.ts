import { OnrampApiPath, type OnrampPurchase, OnrampUrlResponseSchema } from '@gangway/protocol'
import { KitError } from '../errors/KitError.ts'
import type { Kit } from '../Kit.ts'
import { OnRampConstants } from '../onramp/onRampConstants.ts'
import { onRampLimitError } from '../onramp/onRampLimitError.ts'
import { onRampNetwork } from '../onramp/onRampNetwork.ts'
import { openBlankPopup } from '../popup/openBlankPopup.ts'
import { emitEvent } from './emitEvent.ts'

export const ONRAMP_POPUP_BLOCKED = 'The browser blocked the provider’s window: open it with the link below'

/**
 * Buys with `providerName` (AppKit's `setSelectedProvider` and the providers view's click): asks the server
 * for the provider's URL for the Buy form (`/v1/generators/onrampurl`, which stores the purchase as pending),
 * and opens it in a window of its own (600 by 800). Call it straight from the click handler: the window is
 * opened **synchronously** (blank, so popup blockers allow it) and sent to the URL once the server answered;
 * the page gets no `opener`. A blocked window is not a failure: `purchaseUrl` is kept for a link. The
 * purchase is remembered for Activity and followed by `watchOnRampPurchase`.
 */
export function openOnRampProvider(kit: Kit, providerName: string): Promise<OnrampPurchase> {
  const { onramp } = kit.stores
  const state = onramp.get()
  const provider = state.providers.find((p) => p.name === providerName)
  const chains = kit.stores.chains.get()
  const account = chains.accounts[chains.activeNamespace]
  const network = chains.activeNetwork
  const entry = state.purchaseCurrency ? onRampNetwork(state.purchaseCurrency, network) : undefined
  const invalid =
    (!provider && `Unknown on-ramp provider ${providerName}`) ||
    (!account?.isConnected || !account.address ? 'Connect a wallet first' : undefined) ||
    (!state.purchaseCurrency || !entry ? 'Pick a token to buy' : undefined) ||
    onRampLimitError(state.paymentCurrency, state.paymentMethod, state.paymentAmount)
  if (invalid || !provider || !account?.address || !state.purchaseCurrency) {
    const message = invalid || 'Pick a token to buy'
    onramp.set({ error: message })
    return Promise.reject(new KitError('ONRAMP_FAILED', message))
  }
  const popup = openBlankPopup(globalThis.window, OnRampConstants.POPUP_NAME)
  onramp.set({ selectedProvider: provider, purchase: undefined, purchaseUrl: undefined, error: undefined })
  emitEvent(kit, 'SELECT_BUY_PROVIDER', { provider: provider.name })
  const address = account.address
  const currency = state.purchaseCurrency
  return (async () => {
    try {
      const answer = OnrampUrlResponseSchema.parse(
        await kit.api.post(OnrampApiPath.url.slice(1), {
          destinationWallets: [{ address, blockchains: [entry?.name ?? network.name], assets: [currency.symbol] }],
          partnerUserId: kit.storage.getClientId(),
          defaultNetwork: entry?.name ?? network.name,
          defaultExperience: 'buy',
          presetFiatAmount: Number(state.paymentAmount),
          provider: provider.name,
          paymentCurrency: state.paymentCurrency.id,
          purchaseCurrency: currency.id,
          caipNetworkId: network.caipNetworkId,
          paymentMethod: state.paymentMethod,
        }),
      )
      if (popup && !popup.closed) {
        popup.opener = null
        popup.location.href = answer.url
      }
      const now = new Date().toISOString()
      const purchase: OnrampPurchase = {
        id: answer.purchaseId ?? '',
        provider: provider.name,
        status: 'pending',
        account: `${network.caipNetworkId}:${address}`,
        purchaseCurrency: currency.symbol,
        purchaseAmount: state.purchaseAmount === undefined ? null : String(state.purchaseAmount),
        paymentCurrency: state.paymentCurrency.id,
        paymentAmount: state.paymentAmount,
        txHash: null,
        failureReason: null,
        createdAt: now,
        updatedAt: now,
      }
      if (answer.purchaseId) kit.storage.addOnRampPurchase({ id: answer.purchaseId, account: purchase.account })
      onramp.set({
        purchase,
        purchaseUrl: answer.url,
        error: popup && !popup.closed ? undefined : ONRAMP_POPUP_BLOCKED,
      })
      return purchase
    } catch (error) {
      if (popup && !popup.closed) popup.close()
      const message = (error as Error).message || 'Could not reach the on-ramp provider'
      onramp.set({ error: message })
      throw new KitError('ONRAMP_FAILED', message, { cause: error })
    }
  })()
}
