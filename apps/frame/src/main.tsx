import { isOriginAllowed } from '@gangway/protocol'
import { createRoot } from 'react-dom/client'
import { ApprovalPanel, createApprovals } from './ApprovalPanel.tsx'
import { createAuthApi } from './createAuthApi.ts'
import { createFrame } from './createFrame.ts'
import { frameCss } from './frameCss.ts'
import { frameSession } from './frameSession.ts'

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

async function start() {
  const query = new URLSearchParams(window.location.search)
  const projectId = query.get('projectId') ?? ''
  const parent = parentOrigin()
  if (window.parent === window || !projectId || !parent) return
  const session = frameSession(window.localStorage, projectId)
  const api = createAuthApi(import.meta.env.GANGWAY_API_URL, projectId, session)
  const allowed = await api.origins()
  // a parent the project does not allow gets nothing from this frame, not even READY
  if (!isOriginAllowed(parent, allowed)) {
    console.warn(`Gangway frame: ${parent} is not an allowed origin of project ${projectId}`)
    return
  }
  const style = document.createElement('style')
  style.textContent = frameCss
  document.head.append(style)
  const approvals = createApprovals()
  createRoot(document.getElementById('root') as HTMLElement).render(<ApprovalPanel approvals={approvals} />)
  createFrame({
    win: window,
    api,
    session,
    parentOrigin: parent,
    chainId: query.get('chainId') ?? 1,
    approve: (request, signal) => approvals.request(request, signal),
    applyTheme: ({ themeMode, themeVariables }) => {
      if (themeMode) document.documentElement.dataset.theme = themeMode
      for (const [k, v] of Object.entries(themeVariables ?? {}))
        document.documentElement.style.setProperty(k, String(v))
    },
  })
}

void start()
