import { createContext, type ReactNode, useContext, useEffect, useState } from 'react'
import { UniversalConnector, type Config as UniversalConnectorConfig } from './UniversalConnector.ts'

export type UniversalConnectorProviderProps = UniversalConnectorConfig & { children: ReactNode }

/** AppKit's context: the connector once `init` resolved, and `ready`. */
export const UniversalConnectorContext = createContext<{
  connector: UniversalConnector | null
  ready: boolean
} | null>(null)

/** The nearest `UniversalConnectorProvider`'s connector (null until it is ready). */
export function useUniversalConnector(): { connector: UniversalConnector | null; ready: boolean } {
  const context = useContext(UniversalConnectorContext)
  if (!context) throw new Error('useUniversalConnector must be used inside a UniversalConnectorProvider')
  return context
}

/** Makes the connector once (`UniversalConnector.init` with the props) and hands it to the hooks below it. */
export function UniversalConnectorProvider({ children, ...config }: UniversalConnectorProviderProps) {
  const [connector, setConnector] = useState<UniversalConnector | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: made once, as AppKit's provider does
  useEffect(() => {
    let live = true
    void UniversalConnector.init(config).then((made) => {
      if (live) setConnector(made)
    })
    return () => {
      live = false
    }
  }, [])
  return (
    <UniversalConnectorContext.Provider value={{ connector, ready: connector !== null }}>
      {children}
    </UniversalConnectorContext.Provider>
  )
}
