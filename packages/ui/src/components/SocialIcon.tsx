import type { SocialLoginProvider } from '@gangway/protocol'

export { SOCIAL_NAMES } from './socialNames.ts'

/** Simplified one-colour outlines of the providers' marks, drawn here (no CDN, a few bytes each). */
const PATHS: Record<SocialLoginProvider, string> = {
  google: 'M20 12h-8m8 0a8 8 0 1 1-2.3-5.7',
  x: 'M4 4h4l12 16h-4zM19.5 4l-6.6 7.4M10.9 12.9L4.5 20',
  discord:
    'M7 7.5c3.2-1.4 6.8-1.4 10 0l2 8.5c-1.8 1.4-4 2.2-4 2.2l-1-2a10 10 0 0 1-4 0l-1 2S6.8 17.4 5 16zM9.5 12.5h.01M14.5 12.5h.01',
  github:
    'M9 20.5c-4 1.2-4-1.8-6-2.3M15 21v-4a3 3 0 0 0-.9-2.3c2.9-.3 5.9-1.4 5.9-6.1A4.7 4.7 0 0 0 18.7 5.3 4.4 4.4 0 0 0 18.6 2S17.5 1.7 15 3.4a12 12 0 0 0-6 0C6.5 1.7 5.4 2 5.4 2a4.4 4.4 0 0 0-.1 3.3A4.7 4.7 0 0 0 4 8.6c0 4.7 3 5.8 5.9 6.1A3 3 0 0 0 9 17v4',
  apple:
    'M12 8.5c-1.2-1.6-5.2-2-6.6 1.4-1.2 3 .3 7.5 2.6 9.6 1.2 1.1 2.3.5 4 .5s2.8.6 4-.5c1.5-1.4 2.5-3.7 2.8-5.2-2-1-2.8-4.6-.6-6-1.3-1.6-4.4-1.6-6.2.2zM12 7c0-2 1.3-3.6 3-4',
  facebook: 'M14 21v-8h3l.5-3H14V8.2c0-1 .4-1.7 1.7-1.7H18V3.6a19 19 0 0 0-2.8-.1C12.6 3.5 11 5 11 7.9V10H8v3h3v8',
}

/** A provider's mark, decorative (its button carries the name). */
export function SocialIcon({ provider, size = 20 }: { provider: SocialLoginProvider; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-social-icon={provider}
    >
      <path d={PATHS[provider]} />
    </svg>
  )
}
