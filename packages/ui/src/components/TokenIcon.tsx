import { useKit } from '../context/KitContext.tsx'

/** A token's icon from the Gangway server (a path like `/public/getTokenImage/GWT`), or its first letter. */
export function TokenIcon({
  url,
  symbol,
  size = 36,
}: {
  url: string | null | undefined
  symbol: string
  size?: number
}) {
  const { kit } = useKit()
  if (!url) {
    return (
      <span className="token-icon" style={{ width: size, height: size }} aria-hidden="true">
        {symbol.slice(0, 1)}
      </span>
    )
  }
  const src = /^(https?:|data:)/.test(url) ? url : kit.api.url(url)
  return <img className="token-icon" src={src} alt="" width={size} height={size} loading="lazy" />
}
