import { useAppKit, useAppKitAccount, useAppKitNetwork, useAppKitTheme } from '@gangway/react'
import { lazy, Suspense, useState } from 'react'
import { formatUnits } from 'viem'
import { useBalance, useConnection, useSignMessage } from 'wagmi'
import { bitcoinOn, solanaOn } from './appKit.ts'
import { BatchCard } from './BatchCard.tsx'
import { FeatureCard } from './features/FeatureCard.tsx'
import { FEATURES } from './features/features.ts'
import { Roadmap } from './features/Roadmap.tsx'
import { MultiWalletCard } from './MultiWalletCard.tsx'
import { PayCard } from './PayCard.tsx'
import { SignInCard } from './SignInCard.tsx'
import './demo.css'

/** The Solana card and its @solana/kit load only on the Solana page (`?solana=on`). */
const SolanaCard = lazy(() => import('./SolanaCard.tsx').then((m) => ({ default: m.SolanaCard })))
const BitcoinCard = lazy(() => import('./BitcoinCard.tsx').then((m) => ({ default: m.BitcoinCard })))

/**
 * The demo dapp's page, laid out as a product's landing page: the dialog's buttons in the header, a card
 * per feature that works today (what the kit's hooks and wagmi's hooks report, and buttons to try it), and
 * the features still to land.
 */
export function App() {
  const { open } = useAppKit()
  const account = useAppKitAccount()
  const network = useAppKitNetwork()
  const theme = useAppKitTheme()
  const wagmi = useConnection()
  const balance = useBalance({ address: wagmi.address, chainId: wagmi.chainId, query: { enabled: !!wagmi.address } })
  const sign = useSignMessage()
  const [signature, setSignature] = useState<string>()
  return (
    <div className="page" data-theme={theme.themeMode}>
      <header className="topbar">
        <span className="brand">
          <span className="mark" aria-hidden="true" />
          Gangway
        </span>
        <nav className="actions" aria-label="Wallet">
          <appkit-network-button />
          <appkit-button />
        </nav>
      </header>
      <section className="hero">
        <h1>Gangway demo</h1>
        <p>
          The wallet dialog a site hosts itself: connect, sign in with e-mail, see balances and send — against local
          chains and this machine's own server, nothing else.
        </p>
        <ul className="live" aria-label="Works today">
          {FEATURES.filter((f) => f.status.live).map((f) => (
            <li key={f.id}>{f.title}</li>
          ))}
        </ul>
      </section>
      <main className="grid">
        <FeatureCard
          id="kit"
          title="Dialog (Gangway hooks)"
          blurb="Connect an installed wallet, a WalletConnect wallet or log in with e-mail."
        >
          <dl>
            <dt>Status</dt>
            <dd data-testid="demo-status">{account.status}</dd>
            <dt>Address</dt>
            <dd data-testid="demo-address">{account.address ?? '—'}</dd>
            <dt>Chain id</dt>
            <dd data-testid="demo-chain-id">{String(network.chainId ?? '—')}</dd>
            <dt>Logged in with</dt>
            <dd data-testid="demo-embedded">
              {account.embeddedWalletInfo
                ? `${account.embeddedWalletInfo.authProvider}: ${account.embeddedWalletInfo.user.email ?? account.embeddedWalletInfo.user.username ?? ''}`
                : '—'}
            </dd>
          </dl>
          <div className="buttons">
            <button type="button" className="primary" onClick={() => void open()}>
              {account.isConnected ? 'Open account' : 'Connect'}
            </button>
            <button type="button" onClick={() => void open({ view: 'Networks' })}>
              Choose network
            </button>
          </div>
        </FeatureCard>
        <FeatureCard
          id="wagmi"
          title="Same connection (wagmi hooks)"
          blurb="The site's own wagmi sees the dialog's connection and signs “Hello from the Gangway demo” through it."
        >
          <dl>
            <dt>Address</dt>
            <dd data-testid="wagmi-address">{wagmi.address ?? '—'}</dd>
            <dt>Balance</dt>
            <dd data-testid="wagmi-balance">
              {balance.data ? `${formatUnits(balance.data.value, balance.data.decimals)} ${balance.data.symbol}` : '—'}
            </dd>
            <dt>Signature</dt>
            <dd data-testid="demo-signature">{signature ?? '—'}</dd>
          </dl>
          <div className="buttons">
            <button
              type="button"
              className="primary"
              disabled={!wagmi.address}
              onClick={() =>
                sign
                  .mutateAsync({ message: 'Hello from the Gangway demo' })
                  .then(setSignature, (e: Error) => setSignature(`error: ${e.message}`))
              }
            >
              Sign a message
            </button>
          </div>
        </FeatureCard>
        <SignInCard />
        <MultiWalletCard />
        <BatchCard />
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
        <FeatureCard
          id="account"
          title="Account view"
          blurb="Token balances and prices, activity, send and receive — read by your own server."
        >
          <div className="buttons">
            <button type="button" disabled={!account.isConnected} onClick={() => void open({ view: 'WalletSend' })}>
              Send tokens
            </button>
            <button type="button" disabled={!account.isConnected} onClick={() => void open({ view: 'Account' })}>
              Balances and activity
            </button>
          </div>
        </FeatureCard>
        <FeatureCard
          id="swap"
          title="Swap"
          blurb="Quotes from the chain's own pools through your server; approve and swap in the wallet."
        >
          <div className="buttons">
            <button
              type="button"
              disabled={!account.isConnected}
              onClick={() =>
                void open({ view: 'Swap', arguments: { amount: '0.01', fromToken: 'ETH', toToken: 'gUSD' } })
              }
            >
              Swap 0.01 ETH to gUSD
            </button>
          </div>
        </FeatureCard>
        <PayCard />
        <FeatureCard id="theme" title="Your look" blurb="Light or dark, your accent and corner radius.">
          <div className="buttons">
            <button
              type="button"
              onClick={() => theme.setThemeMode(theme.themeMode === 'dark' ? 'light' : 'dark')}
              aria-label={`Switch to ${theme.themeMode === 'dark' ? 'light' : 'dark'} theme`}
            >
              {theme.themeMode === 'dark' ? 'Light theme' : 'Dark theme'}
            </button>
          </div>
        </FeatureCard>
      </main>
      <Roadmap />
      <footer className="footer">
        Open source, self-hosted end to end: the dialog, the server, the WalletConnect relay and the login frame.
      </footer>
    </div>
  )
}
