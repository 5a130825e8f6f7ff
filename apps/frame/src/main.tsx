import { isOriginAllowed } from '@gangway/protocol'
import { createRoot } from 'react-dom/client'
import './frame.css'
import { ApprovalPanel, createApprovals } from './ApprovalPanel.tsx'
import { createAuthApi } from './createAuthApi.ts'
import { createFarcasterSignIn } from './createFarcasterSignIn.ts'
import { createFrame, PARENT_NOT_SET } from './createFrame.ts'
import { frameSession } from './frameSession.ts'
import { openFrameStorage } from './openFrameStorage.ts'
import { sanitizeTheme } from './sanitizeTheme.ts'

/** The parent page's origin as the browser reports it (never taken from a message). */
function parentOrigin(): string | undefined {
  const ancestors = (window.location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins
  if (ancestors && ancestors.length > 0) return ancestors[0] ?? undefined
  try {
    return document.referrer ? new URL(document.referrer).origin : undefined
  } catch {
    return undefined
  }
}

/** The API URL the host put into the page (`<meta name="gangway-api-url">`). */
function apiUrl(): string | undefined {
  const value = document.querySelector<HTMLMetaElement>('meta[name="gangway-api-url"]')?.content ?? ''
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? value.replace(/\/+$/, '') : undefined
  } catch {
    return undefined
  }
}

async function start() {
  const query = new URLSearchParams(window.location.search)
  const projectId = query.get('projectId') ?? ''
  const parent = parentOrigin()
  if (window.parent === window) {
    // opened on its own, not in a dialog's iframe: nothing to answer
    console.error(PARENT_NOT_SET)
    return
  }
  if (!projectId || !parent) return
  const api = apiUrl()
  if (!api) {
    console.error('Gangway frame: the page names no API URL (<meta name="gangway-api-url">); the host must fill it in')
    return
  }
  const storage = openFrameStorage(window)
  if (storage.kind === 'memory') {
    console.error(
      'Gangway frame: this browser gives the frame no storage at all (no localStorage, no partitioned cookies); ' +
        'e-mail login works until the page is reloaded, and each load is a new device that must be approved by mail',
    )
  }
  const session = frameSession(storage)
  const auth = createAuthApi(api, projectId, session)
  const allowed = await auth.origins()
  // a parent the project does not allow gets nothing from this frame, not even READY
  if (!isOriginAllowed(parent, allowed)) {
    console.warn(`Gangway frame: ${parent} is not an allowed origin of project ${projectId}`)
    return
  }
  const approvals = createApprovals()
  createRoot(document.getElementById('root') as HTMLElement).render(<ApprovalPanel approvals={approvals} />)
  const root = document.documentElement
  createFrame({
    win: window,
    api: auth,
    parentOrigin: parent,
    chainId: query.get('chainId') ?? 1,
    approve: (request, signal) => approvals.request(request, signal),
    farcaster: createFarcasterSignIn({ apiUrl: api, api: auth, parentOrigin: parent }),
    applyTheme: ({ themeMode, themeVariables }) => {
      if (themeMode === 'light' || themeMode === 'dark') root.dataset.theme = themeMode
      // only the frame's own --w3m-* variables, with checked values; never any other property
      const { accepted, dropped } = sanitizeTheme(themeVariables)
      for (const [name, value] of Object.entries(accepted)) root.style.setProperty(name, value)
      // the site's accent (checked for a white label) replaces the dialog's in both schemes
      if (accepted['--w3m-accent']) root.dataset.siteAccent = ''
      if (dropped.length > 0) console.warn(`Gangway frame: ignored theme variables ${dropped.join(', ')}`)
    },
  })
}

start().catch((error: unknown) => {
  // the dialog then reports 'Unable to load email login dependency' after its 20 s wait
  console.error('Gangway frame: could not start', error)
})
