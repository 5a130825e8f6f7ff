import ActionButtonList from './components/ActionButtonList'
import Footer from './components/Footer'
import InfoList from './components/InfoList'
import './config'

export default function App() {
  return (
    <div className="page-container">
      <div className="logo-container">
        <img src="/favicon.svg" alt="Gangway" width="48" height="48" />
      </div>

      <h1 className="page-title">Vite React Ethers v5 Example</h1>

      <div className="appkit-buttons-container">
        <appkit-button />
        <appkit-network-button />
      </div>

      <ActionButtonList />
      <InfoList />
      <Footer />
    </div>
  )
}
