/** The white label of Approve needs this contrast against the accent (WCAG's minimum for UI components). */
const MIN_CONTRAST = 3

/** `#rgb`, `#rrggbb` or `rgb(r, g, b)` as [r, g, b]; anything else (alpha, names, `transparent`, `var()`) → undefined. */
function opaqueColor(value: string): [number, number, number] | undefined {
  const v = value.trim().toLowerCase()
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(v)
  if (short) return short.slice(1).map((h) => Number.parseInt(h + h, 16)) as [number, number, number]
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/.exec(v)
  if (long) return long.slice(1).map((h) => Number.parseInt(h, 16)) as [number, number, number]
  const rgb = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/.exec(v)
  if (rgb) {
    const parts = rgb.slice(1).map(Number) as [number, number, number]
    return parts.every((n) => n <= 255) ? parts : undefined
  }
  return undefined
}

const luminance = ([r, g, b]: [number, number, number]) => {
  const c = [r, g, b].map((x) => {
    const s = x / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]
}

/** Contrast of white text on this colour. */
const contrastWithWhite = (rgb: [number, number, number]) => 1.05 / (luminance(rgb) + 0.05)

/**
 * The only theme variables the frame takes from the page, each with the values it accepts. Everything else —
 * other properties (`direction`, `opacity`, `display`…), other `--w3m-*` variables (the frame does not use
 * them), and values outside these shapes — is dropped.
 */
const ACCEPTED: Record<string, (value: string) => boolean> = {
  /** Approve's background: an opaque colour on which its white label stays readable. */
  '--w3m-accent': (v) => {
    const rgb = opaqueColor(v)
    return rgb !== undefined && contrastWithWhite(rgb) >= MIN_CONTRAST
  },
  /** Corner rounding: 0–16 px. */
  '--w3m-border-radius-master': (v) => /^(1[0-6]|\d)(\.\d{1,2})?px$/.test(v.trim()),
}

/** The page's theme variables the frame will apply, and the names it dropped. */
export function sanitizeTheme(variables: Record<string, string | number> | undefined): {
  accepted: Record<string, string>
  dropped: string[]
} {
  const accepted: Record<string, string> = {}
  const dropped: string[] = []
  for (const [name, value] of Object.entries(variables ?? {})) {
    const check = Object.hasOwn(ACCEPTED, name) ? ACCEPTED[name] : undefined
    if (check?.(String(value))) accepted[name] = String(value).trim()
    else dropped.push(name)
  }
  return { accepted, dropped }
}
