const SELECTOR =
  'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'

/**
 * Elements Tab can reach inside `container`, in order. An element taken out of the Tab order
 * (`tabindex="-1"`: the unselected tabs of a roving-tabindex tab list, a visually hidden field) is skipped
 * even when it is a button or a field.
 */
export function focusables(container: HTMLElement | ShadowRoot): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(SELECTOR)].filter(
    (el) => !el.hasAttribute('inert') && el.getAttribute('tabindex') !== '-1',
  )
}

/** The element that really has focus, looking through open shadow roots. */
export function deepActiveElement(doc: Document): HTMLElement | null {
  let active = doc.activeElement as HTMLElement | null
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement as HTMLElement
  return active
}

/** The shadow hosts around `el`, innermost first (e.g. the `<appkit-button>` of its button). */
export function shadowHosts(el: HTMLElement | null): HTMLElement[] {
  const hosts: HTMLElement[] = []
  let node: Node | null = el
  while (node) {
    const root = node.getRootNode()
    if (!(root instanceof ShadowRoot)) break
    hosts.push(root.host as HTMLElement)
    node = root.host
  }
  return hosts
}

/**
 * Gives focus back to `opener`; when it re-rendered away (the connect button became the account button),
 * to the first focusable element inside the innermost shadow host that is still on the page.
 */
export function restoreFocus(opener: HTMLElement | null, hosts: HTMLElement[]): void {
  if (opener?.isConnected) {
    opener.focus()
    return
  }
  const host = hosts.find((h) => h.isConnected)
  const inside = host?.shadowRoot ? focusables(host.shadowRoot)[0] : undefined
  ;(inside ?? host)?.focus()
}
