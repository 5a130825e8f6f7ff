import { type KeyboardEvent, useState } from 'react'
import { useKit } from '../../context/KitContext.tsx'
import { useStore } from '../../context/useStore.ts'
import type { MessageKey } from '../../i18n/en.ts'
import { ActivityTab } from './ActivityTab.tsx'
import { NftsTab } from './NftsTab.tsx'
import { TokensTab } from './TokensTab.tsx'

type Tab = 'tokens' | 'nfts' | 'activity'
const PANELS: Record<Tab, () => React.JSX.Element> = { tokens: TokensTab, nfts: NftsTab, activity: ActivityTab }

/**
 * Account tabs Tokens, NFTs, Activity (SPEC §2; Activity with the `activity` feature), WAI-ARIA tabs. NFTs
 * and activity cover EVM only (SPEC §1): other namespaces show Tokens alone.
 */
export function AccountTabs() {
  const { kit, t } = useKit()
  const activity = useStore(kit.stores.options, (s) => s.features.activity)
  const evm = useStore(kit.stores.chains, (s) => s.activeNamespace === 'eip155')
  const tabs: Tab[] = !evm ? ['tokens'] : activity ? ['tokens', 'nfts', 'activity'] : ['tokens', 'nfts']
  const [selected, setSelected] = useState<Tab>('tokens')
  const current = tabs.includes(selected) ? selected : 'tokens'
  const Panel = PANELS[current]
  // roving tabindex (WAI-ARIA tabs): one Tab stop for the list; arrows move and wrap, Home/End jump
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.indexOf(current)
    const target =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : undefined
    if (target === undefined) return
    event.preventDefault()
    const next = tabs[target] as Tab
    setSelected(next)
    const root = (event.currentTarget as HTMLElement).querySelector<HTMLElement>(`#gw-tab-${next}`)
    root?.focus()
  }
  if (tabs.length === 1) {
    // one panel only (Solana, Bitcoin: NFTs and Activity are EVM-only): no tab list of a single tab
    return (
      <section className="tabs" aria-label={t(`tab.${current}` as MessageKey)}>
        <Panel />
      </section>
    )
  }
  return (
    <div className="tabs">
      <div role="tablist" aria-label={t('account.tabs')} className="tablist" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab}
            id={`gw-tab-${tab}`}
            type="button"
            role="tab"
            aria-selected={tab === current}
            aria-controls={`gw-panel-${tab}`}
            tabIndex={tab === current ? 0 : -1}
            onClick={() => setSelected(tab)}
          >
            {t(`tab.${tab}` as MessageKey)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`gw-panel-${current}`} aria-labelledby={`gw-tab-${current}`} className="tabpanel">
        <Panel />
      </div>
    </div>
  )
}
