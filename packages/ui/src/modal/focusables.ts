const SELECTOR =
  'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'

/** Elements Tab can reach inside `container`, in order. */
export function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(SELECTOR)].filter((el) => !el.hasAttribute('inert'))
}

/** The element that really has focus, looking through open shadow roots. */
export function deepActiveElement(doc: Document): HTMLElement | null {
  let active = doc.activeElement as HTMLElement | null
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement as HTMLElement
  return active
}
