import './frame.css'
import { runSocialCallback, SOCIAL_CALLBACK_TEXT } from './socialCallback.ts'

/** The social login's redirect page (`social/callback.html`): see runSocialCallback. */
const status = document.getElementById('status') as HTMLElement
const meta = document.querySelector<HTMLMetaElement>('meta[name="gangway-api-url"]')?.content ?? ''
const apiUrl = /^https?:\/\//.test(meta) ? meta.replace(/\/+$/, '') : undefined

runSocialCallback({
  href: window.location.href,
  opener: window.opener as Window | null,
  apiUrl,
  fetch: (...args) => fetch(...args),
  navigate: (url) => window.location.replace(url),
}).then((result) => {
  if (result.kind === 'posted') {
    status.textContent = SOCIAL_CALLBACK_TEXT.done
    document.title = SOCIAL_CALLBACK_TEXT.done
  } else if (result.kind === 'error') {
    status.textContent = result.message
    status.setAttribute('role', 'alert')
  }
})
