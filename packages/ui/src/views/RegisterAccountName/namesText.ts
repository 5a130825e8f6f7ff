import type { FeatureCatalog } from '../../i18n/useFeatureText.ts'

/** Account names' texts (Account's "Choose your name", RegisterAccountName, its Success), loaded with their chunks. */
export const namesText = {
  feature: 'names',
  en: {
    'account.chooseName': 'Choose your name',
    'names.label': 'Name',
    'names.rules': 'At least 4 characters: letters, digits and hyphens.',
    'names.tooShort': 'Name must be at least 4 characters long',
    'names.tooLong': 'Name must be at most {max} characters long',
    'names.invalid': 'Only letters, digits and hyphens are allowed',
    'names.checking': 'Checking {name}…',
    'names.available': '{name} is available',
    'names.taken': '{name} is taken',
    'names.suggestions': 'Available names',
    'names.register': 'Register {name}',
    'names.registerEmpty': 'Register',
    'names.signing': 'Sign the message in your wallet…',
    'names.alreadyOwned': 'You already own a name',
    'names.success': 'Account name chosen successfully',
    'names.successDetail': '{name} now stands for your account.',
    'names.backToAccount': 'Back to account',
  },
} satisfies FeatureCatalog<NamesTextKey>

export type NamesTextKey =
  | 'account.chooseName'
  | 'names.label'
  | 'names.rules'
  | 'names.tooShort'
  | 'names.tooLong'
  | 'names.invalid'
  | 'names.checking'
  | 'names.available'
  | 'names.taken'
  | 'names.suggestions'
  | 'names.register'
  | 'names.registerEmpty'
  | 'names.signing'
  | 'names.alreadyOwned'
  | 'names.success'
  | 'names.successDetail'
  | 'names.backToAccount'
