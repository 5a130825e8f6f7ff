import { createKit, type KitOptions } from '@gangway/core'
import { defineAppKitElements, mountModal } from '@gangway/ui'
import { AppKit } from './AppKit.ts'
import { getPageInstance, setPageInstance } from './pageInstance.ts'

export type CreateAppKitOptions = KitOptions

/**
 * AppKit's `modal`: the page's instance made by the last `createAppKit` (undefined before). An ES module
 * live binding, so `import { modal }` always sees the current one.
 */
export let modal: AppKit | undefined

/**
 * Creates the dialog (AppKit's `createAppKit`): validates the options, sets up the adapters, restores a
 * stored session, defines the `<appkit-*>` elements and appends `<appkit-modal>` to the page. In Node
 * (SSR) it creates the instance and touches no `window`/`document`. A second call replaces the first.
 */
export function createAppKit(options: CreateAppKitOptions): AppKit {
  const instance = new AppKit(createKit(options))
  getPageInstance()?.destroy()
  getAppKit(instance)
  mountModal(instance.kit)
  return instance
}

/**
 * AppKit's `getAppKit(appKit)`: makes an instance the page's one — used by hooks outside an
 * `AppKitProvider`, by the `<appkit-*>` elements and as `modal`. `createAppKit` calls it.
 */
export function getAppKit(appKit: AppKit): void {
  setPageInstance(appKit)
  modal = appKit
  defineAppKitElements(() => getPageInstance()?.kit)
}
