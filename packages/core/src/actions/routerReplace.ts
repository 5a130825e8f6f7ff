import type { Kit } from '../Kit.ts'
import type { View, ViewData } from '../router/View.ts'

/** Replaces the view shown (history length unchanged). */
export function routerReplace<V extends View>(
  kit: Kit,
  view: V,
  ...data: ViewData[V] extends undefined ? [] : [ViewData[V]]
): void {
  const { history } = kit.stores.router.get()
  const entry = { view, data: data[0] } as (typeof history)[number]
  kit.stores.router.set({ history: [...history.slice(0, -1), entry] })
}
