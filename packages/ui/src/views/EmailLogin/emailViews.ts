/**
 * The e-mail login view (reached from Connect) and the update-e-mail view (reached from Account) as one chunk,
 * loaded through Connect's (`Connect/connectFamily.ts`). The e-mail form both share with Connect is then in
 * Connect's chunk, not a shared chunk of its own before the dialog opens (issue 38). The cost: a connected
 * visitor's first "Update e-mail" also fetches Connect's chunk, unless the page already has it.
 */
export { EmailLoginView } from './EmailLoginView.tsx'
export { UpdateEmailWalletView } from './UpdateEmailWalletView.tsx'
