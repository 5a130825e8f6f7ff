import type { Transaction } from '@gangway/protocol'
import { TokenIcon } from '../../components/TokenIcon.tsx'
import { useKit } from '../../context/KitContext.tsx'
import type { MessageKey } from '../../i18n/en.ts'

const LABELS: Record<Transaction['metadata']['operationType'], MessageKey> = {
  send: 'activity.sent',
  receive: 'activity.received',
  mint: 'activity.minted',
  execute: 'activity.executed',
}

/** One Activity entry: what moved (first transfer), in or out, its status when not confirmed, and the time. */
export function TransactionRow({ transaction }: { transaction: Transaction }) {
  const { t, format } = useKit()
  const { metadata, transfers } = transaction
  const first = transfers[0]
  const nft = first?.nft_info
  const fungible = first?.fungible_info
  const sign = first?.direction === 'in' ? '+' : first?.direction === 'out' ? '−' : ''
  const what = nft
    ? nft.name
    : fungible
      ? `${sign}${format.amount(first?.quantity.numeric) ?? first?.quantity.numeric} ${fungible.symbol}`
      : ''
  const time = format.time(new Date(metadata.minedAt))
  return (
    <li className="row" data-testid="activity-item" data-status={metadata.status} data-hash={metadata.hash}>
      {nft ? (
        <TokenIcon url={nft.image} symbol={nft.name} />
      ) : (
        <TokenIcon url={fungible?.icon?.url} symbol={fungible?.symbol ?? '?'} />
      )}
      <span className="name">
        {t(LABELS[metadata.operationType])}
        <small className="muted">{what}</small>
      </span>
      {metadata.status === 'confirmed' ? (
        <span className="muted">{time}</span>
      ) : (
        <span className={`tag ${metadata.status === 'failed' ? 'error' : 'accent'}`}>
          {t(metadata.status === 'failed' ? 'activity.failed' : 'activity.pending')}
        </span>
      )}
    </li>
  )
}
