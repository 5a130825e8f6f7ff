/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The Gangway server (set by vite.config.ts from GANGWAY_API_URL). */
  readonly GANGWAY_API_URL: string
}
