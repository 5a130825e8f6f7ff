import type { Kit } from '../Kit.ts'
import type { View, ViewData } from '../router/View.ts'

/** Makes `view` the only entry of the history. */
export function routerReset<V extends View>(
  kit: Kit,
  view: V,
  ...data: ViewData[V] extends undefined ? [] : [ViewData[V]]
): void {
  kit.stores.router.set({
    history: [{ view, data: data[0] } as ReturnType<typeof kit.stores.router.get>['history'][number]],
  })
}
