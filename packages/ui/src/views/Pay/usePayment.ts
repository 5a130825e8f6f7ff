import { getAccount } from '@gangway/core'
import { useKit } from '../../context/KitContext.tsx'
import { useStore } from '../../context/useStore.ts'
import { useFeatureText } from '../../i18n/useFeatureText.ts'
import { payText } from './payMessages.ts'

/** What both Pay views read: the payment, its network, the wallet of that namespace, and the texts. */
export function usePayment() {
  const { kit, t, format } = useKit()
  const p = useFeatureText(payText)
  const pay = useStore(kit.stores.pay)
  const networks = useStore(kit.stores.chains, (s) => s.networks)
  useStore(kit.stores.chains, (s) => s.accounts)
  const walletName = useStore(kit.stores.connections, (s) => s.walletInfo?.name)
  const network = networks.find((n) => n.caipNetworkId === pay.options?.paymentAsset.network)
  const account = network ? getAccount(kit, network.chainNamespace) : undefined
  return {
    kit,
    t,
    format,
    p,
    pay,
    network,
    connected: !!account?.isConnected,
    walletName,
  }
}
