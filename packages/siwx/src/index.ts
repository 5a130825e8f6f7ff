export type { Cacao, SIWXConfig as SIWXConfigInterface, SIWXContext, SIWXMessage, SIWXSession } from '@gangway/core'
