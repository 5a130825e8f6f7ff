import type { SocialLoginProvider } from '@gangway/protocol'

export { SOCIAL_NAMES } from './socialNames.ts'

/** Simplified one-colour outlines of the providers' marks, drawn here (no CDN, a few bytes each). */
const PATHS: Record<Exclude<SocialLoginProvider, 'google'>, string> = {
  x: 'M4 4h4l12 16h-4zM19.5 4l-6.6 7.4M10.9 12.9L4.5 20',
  discord:
    'M7 7.5c3.2-1.4 6.8-1.4 10 0l2 8.5c-1.8 1.4-4 2.2-4 2.2l-1-2a10 10 0 0 1-4 0l-1 2S6.8 17.4 5 16zM9.5 12.5h.01M14.5 12.5h.01',
  github:
    'M9 20.5c-4 1.2-4-1.8-6-2.3M15 21v-4a3 3 0 0 0-.9-2.3c2.9-.3 5.9-1.4 5.9-6.1A4.7 4.7 0 0 0 18.7 5.3 4.4 4.4 0 0 0 18.6 2S17.5 1.7 15 3.4a12 12 0 0 0-6 0C6.5 1.7 5.4 2 5.4 2a4.4 4.4 0 0 0-.1 3.3A4.7 4.7 0 0 0 4 8.6c0 4.7 3 5.8 5.9 6.1A3 3 0 0 0 9 17v4',
  apple:
    'M12 8.5c-1.2-1.6-5.2-2-6.6 1.4-1.2 3 .3 7.5 2.6 9.6 1.2 1.1 2.3.5 4 .5s2.8.6 4-.5c1.5-1.4 2.5-3.7 2.8-5.2-2-1-2.8-4.6-.6-6-1.3-1.6-4.4-1.6-6.2.2zM12 7c0-2 1.3-3.6 3-4',
  facebook: 'M14 21v-8h3l.5-3H14V8.2c0-1 .4-1.7 1.7-1.7H18V3.6a19 19 0 0 0-2.8-.1C12.6 3.5 11 5 11 7.9V10H8v3h3v8',
}

/**
 * Google's "G" in its four colours: Google's sign-in branding rules ask for the coloured mark (a one-colour
 * G is not allowed).
 */
function GoogleMark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false" data-social-icon="google">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  )
}

/** A provider's mark, decorative (its button carries the name); Google's in colour, the others in the text colour. */
export function SocialIcon({ provider, size = 20 }: { provider: SocialLoginProvider; size?: number }) {
  if (provider === 'google') return <GoogleMark size={size} />
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
