import { createRoot, type Root } from 'react-dom/client'

/**
 * A React root rendering into `shadowRoot` that leaves the page's own React root its events.
 *
 * React delegates events to each root's container and marks the container's document once (for
 * `selectionchange`). It reads that document mark as "this document's events are taken care of": a site
 * whose root is the document itself (Next.js App Router: `hydrateRoot(document, …)`) and which starts after
 * one of our elements rendered (our module runs before hydration) then gets no click or input listener at
 * all — every `onClick` on the page is dead. So the container is created in a document of its own
 * (`createHTMLDocument`), handed to `createRoot` there (the mark lands on that document), then moved into
 * the shadow root: the listeners React put on the container itself move with it. `unmount` removes the
 * container too.
 */
export function createShadowReactRoot(shadowRoot: ShadowRoot): Root {
  const container = document.implementation.createHTMLDocument('').createElement('div')
  container.style.display = 'contents'
  const root = createRoot(container)
  shadowRoot.append(container)
  return {
    render: (children) => root.render(children),
    unmount: () => {
      root.unmount()
      container.remove()
    },
  }
}
