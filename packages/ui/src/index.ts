export type { ButtonProps } from './buttons/ButtonProps.ts'
export { defineAppKitElements } from './elements/defineAppKitElements.tsx'
export { mountModal } from './elements/mountModal.ts'
export { createTranslator, loadTranslator, SUPPORTED_LOCALES, type Translate } from './i18n/createTranslator.ts'
