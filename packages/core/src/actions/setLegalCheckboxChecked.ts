import type { Kit } from '../Kit.ts'

/** The visitor ticked (or unticked) the terms checkbox on Connect (`features.legalCheckbox`). */
export function setLegalCheckboxChecked(kit: Kit, checked: boolean): void {
  kit.stores.options.set({ isLegalCheckboxChecked: checked })
}
