import { AUTH_CONNECTOR_ID } from '@gangway/core'
import { type CreateConfigParameters, type CreateConnectorFn, injected } from 'wagmi'

/** AppKit's `authConnector` parameters (`@reown/appkit-adapter-wagmi`). */
export type AuthParameters = {
  chains?: CreateConfigParameters['chains']
  options: {
    /** The Gangway project (the e-mail wallet's). */
    projectId: string
    /** The login frame's logger (the dialog's `enableAuthLogger` option decides in Gangway). */
    enableAuthLogger?: boolean
  }
}

const AUTH_CONNECTOR = Symbol.for('gangway.authConnector')

/**
 * AppKit's `authConnector` (from `@reown/appkit-adapter-wagmi`): the e-mail and social login wallet as a wagmi
 * connector, for sites that list their wagmi connectors themselves —
 * `new WagmiAdapter({ networks, projectId, connectors: [authConnector({ options: { projectId } })] })`.
 *
 * Gangway's e-mail wallet lives in the dialog's secure login frame, so the connector is the dialog's own:
 * handed to a `WagmiAdapter`, it becomes the adapter's `ID_AUTH` connector, bound to the frame when
 * `createAppKit` sets the adapter up — the same one the adapter adds by itself when e-mail or social login is
 * on, never a second one. In a wagmi config without Gangway's dialog it has no wallet behind it: connecting
 * fails with wagmi's `ProviderNotFoundError`.
 */
export function authConnector(parameters: AuthParameters): CreateConnectorFn {
  if (typeof parameters?.options?.projectId !== 'string' || parameters.options.projectId === '') {
    throw new Error('authConnector: options.projectId must be your Gangway project id')
  }
  const connector = injected({
    shimDisconnect: true,
    target: { id: AUTH_CONNECTOR_ID, name: 'Email', provider: () => undefined },
  })
  return Object.assign(connector, { [AUTH_CONNECTOR]: parameters })
}

/** Whether a wagmi connector function is `authConnector`'s (the adapter uses the dialog's e-mail wallet instead). */
export function isAuthConnector(connector: CreateConnectorFn): boolean {
  return AUTH_CONNECTOR in connector
}
