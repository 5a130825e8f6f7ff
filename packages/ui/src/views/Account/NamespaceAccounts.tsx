import { showSnack, switchNetwork } from '@gangway/core'
import type { ChainNamespace } from '@gangway/protocol'
import { useState } from 'react'
import { NetworkIcon } from '../../components/Icon.tsx'
import { useKit } from '../../context/KitContext.tsx'
import { useStore } from '../../context/useStore.ts'
import { shortenAddress } from '../../format/shortenAddress.ts'
import type { MessageKey } from '../../i18n/en.ts'
import { useFeatureText } from '../../i18n/useFeatureText.ts'
import { namespaceAccountsText } from './namespaceAccountsText.ts'

/**
 * The accounts the visitor has on each chain namespace, when more than one is connected (one WalletConnect
 * session approving EVM, Solana, Polkadot and Cosmos accounts; or a wallet per namespace): a row per namespace
 * with its network and address, the shown one marked; choosing another switches the dialog to it (core's
 * `switchNetwork` to that namespace's last network).
 */
export function NamespaceAccounts() {
  const { kit, t } = useKit()
  const text = useFeatureText(namespaceAccountsText)
  const chains = useStore(kit.stores.chains)
  const [busy, setBusy] = useState<ChainNamespace | undefined>(undefined)
  const rows = (Object.entries(chains.accounts) as [ChainNamespace, NonNullable<(typeof chains.accounts)['eip155']>][])
    .filter(([, account]) => account.isConnected && account.address)
    .map(([namespace, account]) => ({
      namespace,
      address: account.address as string,
      network:
        namespace === chains.activeNamespace
          ? chains.activeNetwork
          : (chains.namespaceNetworks[namespace] ?? chains.networks.find((n) => n.chainNamespace === namespace)),
    }))
  if (rows.length < 2) return null
  const show = (namespace: ChainNamespace, network: (typeof rows)[number]['network']) => {
    if (!network || busy) return
    setBusy(namespace)
    switchNetwork(kit, network).then(
      () => setBusy(undefined),
      () => {
        setBusy(undefined)
        showSnack(kit, text('account.namespaceFailed', { chain: t(`chain.${namespace}` as MessageKey) }), 'error')
      },
    )
  }
  return (
    <section className="namespace-accounts" aria-labelledby="gw-namespace-accounts">
      <h3 className="muted" id="gw-namespace-accounts">
        {text('account.namespaces')}
      </h3>
      <ul className="list">
        {rows.map(({ namespace, address, network }) => {
          const chain = t(`chain.${namespace}` as MessageKey)
          const active = namespace === chains.activeNamespace
          return (
            <li key={namespace} data-testid="account-namespace" data-namespace={namespace} data-address={address}>
              <button
                type="button"
                className="item"
                aria-current={active ? 'true' : undefined}
                aria-busy={busy === namespace ? 'true' : undefined}
                aria-label={text('account.namespaceShow', { chain, address })}
                disabled={active || busy !== undefined}
                onClick={() => show(namespace, network)}
              >
                <NetworkIcon network={network} />
                <span className="name">
                  {network?.name ?? chain}
                  <small className="muted" title={address}>
                    {shortenAddress(address)}
                  </small>
                </span>
                {active ? <span className="tag accent">{text('account.namespaceActive')}</span> : null}
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
