// What hardCodedText.test.ts must report (line numbers matter): each line below shows an English text.
export const Sample = ({ ok, n, t }: { ok: boolean; n: number; t: (k: string) => string }) => [
  <p key="1">Hello</p>,
  <button key="2" type="button" aria-label="Close" />,
  <span key="3">{ok ? 'Sent' : t('activity.failed')}</span>,
  <span key="4">{`${n} items`}</span>,
  <a key="5" href="/" title={ok ? 'Open' : t('x')} className={ok ? 'big red' : 'small'}>
    {ok === true ? null : '—'}
    {t('fine')} {n}
  </a>,
]
