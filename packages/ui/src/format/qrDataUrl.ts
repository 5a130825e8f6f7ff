import { renderSVG } from 'uqr'

/**
 * A QR code of `text` as an SVG data URL for `<img src>` (uqr; `border` in modules). With `withLogo` the
 * code uses the highest error correction (H, 30 %), so a logo may cover its centre and it still scans.
 */
export function qrDataUrl(text: string, border: number, withLogo = false): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(text, { border, ...(withLogo ? { ecc: 'H' as const } : {}) }))}`
}
