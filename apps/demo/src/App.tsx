/** The demo dapp's page: a header and the place where the dialog's button will go. */
export function App() {
  return (
    <>
      <header>
        <h1>Gangway demo</h1>
      </header>
      <main>
        <div data-testid="connect-placeholder">Connect button goes here</div>
      </main>
    </>
  )
}
