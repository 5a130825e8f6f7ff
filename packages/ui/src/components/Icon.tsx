import { type CaipNetwork, networkImageUrl } from '@gangway/core'
import { useKit } from '../context/KitContext.tsx'

const PATHS = {
  close: 'M6 6l12 12M18 6L6 18',
  back: 'M15 6l-6 6 6 6',
  copy: 'M9 9h10v10H9zM5 15V5h10',
  check: 'M5 12l5 5L19 7',
  chevron: 'M9 6l6 6-6 6',
  help: 'M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17.5v.5',
  wallet: 'M4 7h14a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H4zM4 7l11-3v3M16 13h2',
  network:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.7 3.7 5.7 3.7 9S14.5 18.3 12 21c-2.5-2.7-3.7-5.7-3.7-9S9.5 5.7 12 3z',
  warning: 'M12 4l9 16H3zM12 10v4M12 17v.5',
  farcaster: 'M5 4h14v16h-4v-6a3 3 0 0 0-6 0v6H5z',
  grid: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z',
  send: 'M5 12h14M13 6l6 6-6 6',
  receive: 'M12 4v14M6 12l6 6 6-6',
  swap: 'M7 4v16M3 8l4-4 4 4M17 20V4M13 16l4 4 4-4',
  buy: 'M12 5v14M5 12h14',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
} as const

export type IconName = keyof typeof PATHS

/**
 * Small stroke icons (inline SVG, decorative unless labelled by their button). Arrows that point along the
 * reading direction (back, chevron) are mirrored in a right-to-left language (`themeCss`).
 */
export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      <path d={PATHS[name]} />
    </svg>
  )
}

/**
 * A network's logo (`chainImages`, else the server's image of its `assets.imageId` — loaded as an image, never
 * bundled), or the neutral network icon. Beside `Icon` rather than in a file that imports it: the page (the
 * network button) and lazy views use both, and a module the page shares with views that imports another such
 * module keeps that one (and React with `KitContext`) out of the page's entry chunk (ui README, "Modules the
 * page shares with the views stay in the page's chunk").
 */
export function NetworkIcon({ network, size = 24 }: { network: CaipNetwork | undefined; size?: number }) {
  const { kit } = useKit()
  const src = networkImageUrl(kit, network)
  if (src) return <img className="network-icon" src={src} alt="" width={size} height={size} />
  return <Icon name="network" size={size} />
}
