import { renderSVG } from 'uqr'

/** A QR code of `text` as an SVG data URL for `<img src>` (uqr; `border` in modules). */
export function qrDataUrl(text: string, border: number): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(text, { border }))}`
}
