import type { AccountType } from '@gangway/protocol'
import { Fragment } from 'react'
import { Icon } from '../../components/Icon.tsx'
import { useKit } from '../../context/KitContext.tsx'
import { useCopy } from '../../context/useCopy.ts'
import { shortenAddress } from '../../format/shortenAddress.ts'
import { useFeatureText } from '../../i18n/useFeatureText.ts'
import { bitcoinText } from '../WalletSend/bitcoinText.ts'

const LABELS = { payment: 'account.payment', ordinal: 'account.ordinal' } as const

/**
 * A Bitcoin connection's addresses by purpose (payment first, then ordinal), each with its copy button; nothing
 * for connections whose accounts carry no such purposes (EVM, Solana).
 */
export function TypedAddresses({ accounts }: { accounts: readonly { address: string; type: AccountType }[] }) {
  const { t } = useKit()
  const text = useFeatureText(bitcoinText)
  const copyText = useCopy()
  const typed = accounts.filter(
    (a): a is { address: string; type: 'payment' | 'ordinal' } => a.type === 'payment' || a.type === 'ordinal',
  )
  if (typed.length === 0) return null
  return (
    <dl className="facts" data-testid="account-addresses">
      {typed.map((account) => (
        <Fragment key={`${account.type}:${account.address}`}>
          <dt>{text(LABELS[account.type])}</dt>
          <dd>
            <span data-testid={`account-address-${account.type}`} title={account.address}>
              {shortenAddress(account.address)}
            </span>
            <button
              type="button"
              className="icon-button"
              aria-label={`${t('account.copy')} (${text(LABELS[account.type])})`}
              onClick={() => copyText(account.address, 'account.copied')}
            >
              <Icon name="copy" size={14} />
            </button>
          </dd>
        </Fragment>
      ))}
    </dl>
  )
}
