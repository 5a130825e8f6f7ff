/**
 * Gives a shadow root its styles as constructable stylesheets (no `<style>` element, so a CSP without
 * `unsafe-inline` is fine).
 */
export function adoptStyles(root: ShadowRoot, ...cssTexts: string[]): void {
  const View = root.ownerDocument.defaultView
  if (!View || typeof View.CSSStyleSheet !== 'function') return
  root.adoptedStyleSheets = cssTexts.map((css) => {
    const sheet = new View.CSSStyleSheet()
    sheet.replaceSync(css)
    return sheet
  })
}
