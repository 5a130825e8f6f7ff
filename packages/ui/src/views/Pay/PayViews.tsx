import { useKit } from '../../context/KitContext.tsx'
import { useStore } from '../../context/useStore.ts'
import { UnavailableView } from '../Unavailable/UnavailableView.tsx'
import { PayLoadingViewContent } from './PayLoadingViewContent.tsx'
import { PayViewContent } from './PayViewContent.tsx'

/** `features.pay` decides whether the dialog has the Pay views (SPEC §2: views loaded by feature flags). */
function usePayFeature(): boolean {
  const { kit } = useKit()
  return useStore(kit.stores.options, (s) => s.features.pay)
}

/** AppKit Pay's Pay view; the "unavailable" view while `features.pay` is off. */
export function PayView() {
  return usePayFeature() ? <PayViewContent /> : <UnavailableView />
}

/** AppKit Pay's PayLoading view; the "unavailable" view while `features.pay` is off. */
export function PayLoadingView() {
  return usePayFeature() ? <PayLoadingViewContent /> : <UnavailableView />
}
