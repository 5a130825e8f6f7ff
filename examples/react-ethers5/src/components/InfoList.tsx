import { useAppKitAccount, useAppKitNetwork, useAppKitState, useWalletInfo } from '@reown/appkit/react'

export function InfoList() {
  const accountState = useAppKitAccount()
  const { switchNetwork: _, ...networkState } = useAppKitNetwork()
  const appKitState = useAppKitState()
  const walletState = useWalletInfo()

  return (
    <div className="code-container-wrapper">
      <section className="code-container">
        <h2 className="code-container-title">useAppKitAccount()</h2>
        <div className="code-container-content">
          <pre>{JSON.stringify(accountState, null, 2)}</pre>
        </div>
      </section>

      <section className="code-container">
        <h2 className="code-container-title">useAppKitNetwork()</h2>
        <div className="code-container-content">
          <pre>
            {JSON.stringify({ caipNetworkId: networkState.caipNetworkId, chainId: networkState.chainId }, null, 2)}
          </pre>
        </div>
      </section>

      <section className="code-container">
        <h2 className="code-container-title">useAppKitState()</h2>
        <div className="code-container-content">
          <pre>{JSON.stringify(appKitState, null, 2)}</pre>
        </div>
      </section>

      <section className="code-container">
        <h2 className="code-container-title">useWalletInfo()</h2>
        <div className="code-container-content">
          <pre>{JSON.stringify(walletState, null, 2)}</pre>
        </div>
      </section>
    </div>
  )
}

export default InfoList
