/**
 * The loaders of the views a visitor reaches from Connect — the e-mail login (and Account's "Update e-mail",
 * for the same form), the wallet lists, the social logins — kept in Connect's own chunk (`viewLoaders.ts` goes
 * through them). The bundler then knows Connect's chunk is loaded before each of these views, so the code they
 * share with Connect (the e-mail form, the wallet groups and lists, the social buttons) is put in Connect's
 * chunk instead of small shared chunks of their own: fewer files, fewer import lines, one gzip stream for the
 * idle preload (issue 38). A module Connect and these views use through another shared module joins only when
 * both are used by the same chunks (the ui README says why), so views sharing code with Connect load as one
 * chunk (`ConnectSocials/socialViews.ts`, `EmailLogin/emailViews.ts`).
 */
export const connectFamily = {
  AllWallets: () => import('../AllWallets/AllWalletsView.tsx').then((m) => ({ default: m.AllWalletsView })),
  ConnectWallets: () =>
    import('../ConnectWallets/ConnectWalletsView.tsx').then((m) => ({ default: m.ConnectWalletsView })),
  ConnectSocials: () => import('../ConnectSocials/socialViews.ts').then((m) => ({ default: m.ConnectSocialsView })),
  ConnectingSocial: () => import('../ConnectSocials/socialViews.ts').then((m) => ({ default: m.ConnectingSocialView })),
  UpdateEmailWallet: () => import('../EmailLogin/emailViews.ts').then((m) => ({ default: m.UpdateEmailWalletView })),
  EmailLogin: () => import('../EmailLogin/emailViews.ts').then((m) => ({ default: m.EmailLoginView })),
}
