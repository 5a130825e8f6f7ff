import type { Kit } from '../Kit.ts'
import type { View, ViewData } from '../router/View.ts'

/** Shows `view` on top of the history; pushing the view already shown does nothing. */
export function routerPush<V extends View>(
  kit: Kit,
  view: V,
  ...data: ViewData[V] extends undefined ? [] : [ViewData[V]]
): void {
  const { history } = kit.stores.router.get()
  if (history[history.length - 1]?.view === view) return
  kit.stores.router.set({ history: [...history, { view, data: data[0] } as (typeof history)[number]] })
}
