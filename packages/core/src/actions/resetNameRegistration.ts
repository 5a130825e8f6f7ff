import type { Kit } from '../Kit.ts'
import { initialNamesState } from '../stores/NamesState.ts'

/** Starts RegisterAccountName afresh (no suggestions or error of an earlier visit); keeps the server's zone. */
export function resetNameRegistration(kit: Kit): void {
  const { zone } = kit.stores.names.get()
  kit.stores.names.set({ ...initialNamesState(), zone })
}
