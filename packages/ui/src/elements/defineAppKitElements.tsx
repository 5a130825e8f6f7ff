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
import { modalCss } from '../styles/modalCss.ts'
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
  const define = (name: string, css: string[], attributes: string[], render: (el: HTMLElement) => ReactNode) => {
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
        if (!this.shadowRoot) adoptStyles(this.attachShadow({ mode: 'open' }), themeCss, ...css)
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
  define('appkit-modal', [modalCss], [], () => <Modal />)
  define('appkit-button', [buttonCss], BUTTON_ATTRIBUTES, (el) => <AppKitButton {...buttonProps(el)} />)
  define('appkit-connect-button', [buttonCss], BUTTON_ATTRIBUTES, (el) => <ConnectButton {...buttonProps(el)} />)
  define('appkit-account-button', [buttonCss], BUTTON_ATTRIBUTES, (el) => <AccountButton {...buttonProps(el)} />)
  define('appkit-network-button', [buttonCss], BUTTON_ATTRIBUTES, (el) => <NetworkButton {...buttonProps(el)} />)
}
