import type { Kit } from '@gangway/core'
import type { ReactNode } from 'react'
import type { Root } from 'react-dom/client'
import { AccountButton } from '../buttons/AccountButton.tsx'
import { AppKitButton } from '../buttons/AppKitButton.tsx'
import type { ButtonProps } from '../buttons/ButtonProps.ts'
import { ConnectButton } from '../buttons/ConnectButton.tsx'
import { NetworkButton } from '../buttons/NetworkButton.tsx'
import { KitProvider } from '../context/KitContext.tsx'
import { Modal } from '../modal/Modal.tsx'
import { buttonCss } from '../styles/buttonCss.ts'
import { adoptStyles } from '../styles/createSheet.ts'
import { themeCss } from '../styles/themeCss.ts'
import { createShadowReactRoot } from './createShadowReactRoot.ts'
import { LocaleRoot } from './LocaleRoot.tsx'
import { ThemeSync } from './ThemeSync.tsx'

const BUTTON_ATTRIBUTES = ['size', 'label', 'loading-label', 'loadinglabel', 'disabled', 'balance', 'namespace']

function buttonProps(el: HTMLElement): ButtonProps {
  const attr = (name: string) => el.getAttribute(name) ?? undefined
  const props: ButtonProps = {}
  const size = attr('size')
  if (size === 'sm' || size === 'md') props.size = size
  const label = attr('label')
  if (label) props.label = label
  const loadingLabel = attr('loading-label') ?? attr('loadinglabel')
  if (loadingLabel) props.loadingLabel = loadingLabel
  if (el.hasAttribute('disabled') && attr('disabled') !== 'false') props.disabled = true
  const balance = attr('balance')
  if (balance === 'show' || balance === 'hide') props.balance = balance
  const namespace = attr('namespace')
  if (namespace) props.namespace = namespace as ButtonProps['namespace']
  return props
}

/**
 * Defines `<appkit-modal>`, `<appkit-button>`, `<appkit-connect-button>`, `<appkit-account-button>` and
 * `<appkit-network-button>` once per page. Each renders React into its own shadow root, styled with
 * constructable stylesheets, for the kit `resolveKit` answers. No-op where there is no `customElements`.
 */
export function defineAppKitElements(resolveKit: () => Kit | undefined): void {
  if (typeof customElements === 'undefined') return
  // the dialog's frame and Connect styles (~2.0 kB gzipped) are a lazy chunk, asked for now so it is there long
  // before a click opens the dialog: the page's up-front JavaScript stays within the size budget
  // (examples/README.md); a chunk that fails to load leaves the theme only, not an unhandled rejection
  const frameCss = import('../styles/modalCss.ts').then(
    (m) => ({ dialogCss: m.dialogCss, frame: m.frameCssParts }),
    () => undefined,
  )
  const dialogCss = frameCss.then((m) => (m ? [m.dialogCss(m.frame)] : []))
  // the other views' rules (`viewsCss.ts`), loaded with the first view other than Connect and put back
  // between the frame's in source order (issue 38: not before the dialog opens)
  let withViews: Promise<string[]> | undefined
  const stylesLoaders = new WeakMap<HTMLElement, () => Promise<void>>()
  const loadStyles = (el: HTMLElement) => {
    const known = stylesLoaders.get(el)
    if (known) return known
    const load = () => {
      withViews ??= Promise.all([frameCss, import('../styles/viewsCss.ts')]).then(([m, views]) =>
        m ? [m.dialogCss(m.frame, views.viewsCssParts)] : [],
      )
      return withViews.then(
        (sheets) => {
          if (el.shadowRoot && sheets.length > 0) adoptStyles(el.shadowRoot, themeCss, ...sheets)
        },
        () => undefined,
      )
    }
    stylesLoaders.set(el, load)
    return load
  }
  const define = (
    name: string,
    css: string[] | Promise<string[]>,
    attributes: string[],
    render: (el: HTMLElement) => ReactNode,
  ) => {
    if (customElements.get(name)) return
    class AppKitElement extends HTMLElement {
      static observedAttributes = attributes
      #root: Root | undefined
      connectedCallback() {
        this.#render()
      }
      attributeChangedCallback() {
        this.#render()
      }
      disconnectedCallback() {
        queueMicrotask(() => {
          if (this.isConnected) return
          this.#root?.unmount()
          this.#root = undefined
        })
      }
      #render() {
        const kit = resolveKit()
        if (!kit || !this.isConnected) return
        if (!this.shadowRoot) {
          const shadow = this.attachShadow({ mode: 'open' })
          if (Array.isArray(css)) adoptStyles(shadow, themeCss, ...css)
          else {
            adoptStyles(shadow, themeCss)
            css.then((sheets) => adoptStyles(shadow, themeCss, ...sheets))
          }
        }
        this.#root ??= createShadowReactRoot(this.shadowRoot as ShadowRoot)
        this.#root.render(
          <KitProvider kit={kit} host={this}>
            <ThemeSync />
            <LocaleRoot>{render(this)}</LocaleRoot>
          </KitProvider>,
        )
      }
    }
    customElements.define(name, AppKitElement)
  }
  define('appkit-modal', dialogCss, [], (el) => <Modal loadStyles={loadStyles(el)} />)
  define('appkit-button', [buttonCss], BUTTON_ATTRIBUTES, (el) => <AppKitButton {...buttonProps(el)} />)
  define('appkit-connect-button', [buttonCss], BUTTON_ATTRIBUTES, (el) => <ConnectButton {...buttonProps(el)} />)
  define('appkit-account-button', [buttonCss], BUTTON_ATTRIBUTES, (el) => <AccountButton {...buttonProps(el)} />)
  define('appkit-network-button', [buttonCss], BUTTON_ATTRIBUTES, (el) => <NetworkButton {...buttonProps(el)} />)
}
