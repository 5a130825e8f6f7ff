import { useMemo } from 'react'
import { qrDataUrl } from '../format/qrDataUrl.ts'

/**
 * A QR code (uqr, an SVG image) with an optional logo in its centre, as AppKit draws its pairing codes: the
 * code then uses error correction H, and the logo (the wallet's, or WalletConnect's) covers under 8 % of it.
 */
export function QrCode({
  value,
  alt,
  logo,
  border = 1,
}: {
  value: string
  alt: string
  logo?: string | undefined
  border?: number
}) {
  const src = useMemo(() => qrDataUrl(value, border, logo !== undefined), [value, border, logo])
  return (
    <div className="qr-box">
      <img className="qr" src={src} alt={alt} width={240} height={240} />
      {logo ? <img className="qr-logo" src={logo} alt="" width={48} height={48} /> : null}
    </div>
  )
}
