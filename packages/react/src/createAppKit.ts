import { createKit, type KitOptions } from '@gangway/core'
import { defineAppKitElements, mountModal } from '@gangway/ui'
import { AppKit } from './AppKit.ts'
import { getPageInstance, setPageInstance } from './pageInstance.ts'

export type CreateAppKitOptions = KitOptions

/**
 * Creates the dialog (AppKit's `createAppKit`): validates the options, sets up the adapters, restores a
 * stored session, defines the `<appkit-*>` elements and appends `<appkit-modal>` to the page. In Node
 * (SSR) it creates the instance and touches no `window`/`document`. A second call replaces the first.
 */
export function createAppKit(options: CreateAppKitOptions): AppKit {
  const instance = new AppKit(createKit(options))
  getPageInstance()?.destroy()
  setPageInstance(instance)
  defineAppKitElements(() => getPageInstance()?.kit)
  mountModal(instance.kit)
  return instance
}
