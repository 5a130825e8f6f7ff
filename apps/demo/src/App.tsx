import { useAppKit, useAppKitAccount, useAppKitTheme } from '@gangway/react'
import { lazy, Suspense } from 'react'
import { bitcoinOn, solanaOn } from './appKit.ts'
import { BatchCard } from './BatchCard.tsx'
import { DemoSettings } from './DemoSettings.tsx'
import { DialogViewsCard } from './DialogViewsCard.tsx'
import { MultiWalletCard } from './MultiWalletCard.tsx'
import { PayCard } from './PayCard.tsx'
import { SignInCard } from './SignInCard.tsx'
import { SmartSessionCard } from './SmartSessionCard.tsx'
import { useNarrowScreen } from './ui/useNarrowScreen.ts'
import { WagmiCard } from './WagmiCard.tsx'
import { WalletCard } from './WalletCard.tsx'
import './demo.css'

/** The Solana card and its @solana/kit load only with Solana on (`?solana=on`); Bitcoin's likewise. */
const SolanaCard = lazy(() => import('./SolanaCard.tsx').then((m) => ({ default: m.SolanaCard })))
const BitcoinCard = lazy(() => import('./BitcoinCard.tsx').then((m) => ({ default: m.BitcoinCard })))

/**
 * The demo page, as a site team would first meet Gangway: the dialog's buttons in the header, what it is in
 * two sentences, "Try it with" (every option a site sets, switchable here), then a card per feature saying in
 * plain words what it shows, with buttons to try it. On a phone the header keeps to the account button (the
 * network is one tap away in the dialog), so nothing is wider than the screen before or after connecting.
 */
export function App() {
  const { open } = useAppKit()
  const account = useAppKitAccount()
  const theme = useAppKitTheme()
  const narrow = useNarrowScreen()
  return (
    <div className="page" data-theme={theme.themeMode}>
      <header className="topbar">
        <a className="brand" href="/" aria-label="Gangway demo home">
          <span className="mark" aria-hidden="true" />
          Gangway
        </a>
        <nav className="actions" aria-label="Wallet">
          {narrow ? null : <appkit-network-button />}
          {narrow ? <appkit-button balance="hide" /> : <appkit-button />}
        </nav>
      </header>
      <main>
        <section className="hero">
          <p className="eyebrow">Gangway demo</p>
          <h1>The wallet dialog your site hosts itself</h1>
          <p className="lede">
            Visitors connect any wallet or log in with e-mail or a social account, see their balances, send, swap and
            pay — served by your own server on your own machines, with nothing sent anywhere else. It speaks AppKit’s
            API, so moving a site over is changing imports.
          </p>
          <div className="hero-actions">
            <button type="button" className="primary big" onClick={() => void open()}>
              {account.isConnected ? 'Open your account' : 'Connect a wallet'}
            </button>
            <a className="quiet-link" href="#features">
              See what it does
            </a>
          </div>
          <p className="hint">
            No wallet installed? This page brings the Gangway Dev Wallet: pick it in the dialog, then approve in its
            panel at the top right.
          </p>
        </section>
        <DemoSettings />
        <section className="features" id="features" aria-labelledby="features-heading">
          <h2 id="features-heading">What it does</h2>
          <div className="grid">
            <WalletCard />
            <WagmiCard />
            <SignInCard />
            <DialogViewsCard />
            <PayCard />
            <BatchCard />
            <SmartSessionCard />
            <MultiWalletCard />
            {solanaOn ? (
              <Suspense fallback={null}>
                <SolanaCard />
              </Suspense>
            ) : null}
            {bitcoinOn ? (
              <Suspense fallback={null}>
                <BitcoinCard />
              </Suspense>
            ) : null}
          </div>
        </section>
      </main>
      <footer className="footer">
        Open source and self-hosted end to end: the dialog, its server, the WalletConnect relay and the login frame.
      </footer>
    </div>
  )
}
