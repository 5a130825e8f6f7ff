import { gangwayDevnetB } from '@gangway/react/networks'
import { useState } from 'react'
import { useAccount, useSignMessage } from 'wagmi'

import { useAppKit, useAppKitNetwork, useAppKitTheme, useDisconnect } from '../config'

export function ActionButtonList() {
  const modal = useAppKit()
  const { disconnect } = useDisconnect()
  const { switchNetwork } = useAppKitNetwork()
  const { themeMode, setThemeMode } = useAppKitTheme()
  const { address } = useAccount()
  const { signMessageAsync } = useSignMessage()
  const [signature, setSignature] = useState<string>()

  function openAppKit() {
    modal.open()
  }

  function switchToNetwork() {
    switchNetwork(gangwayDevnetB)
  }

  async function handleDisconnect() {
    try {
      await disconnect()
    } catch (error) {
      console.error('Error during disconnect:', error)
    }
  }

  async function handleSignMessage() {
    if (!address) return
    setSignature(await signMessageAsync({ account: address, message: 'Hello from the Vite example' }))
  }

  function toggleTheme() {
    const newTheme = themeMode === 'dark' ? 'light' : 'dark'
    setThemeMode(newTheme)
    document.body.className = newTheme
  }

  return (
    <div className="action-button-list">
      <button type="button" onClick={openAppKit}>
        Open
      </button>
      <button type="button" onClick={handleDisconnect}>
        Disconnect
      </button>
      <button type="button" onClick={switchToNetwork}>
        Switch to Devnet B
      </button>
      <button type="button" onClick={handleSignMessage} disabled={!address}>
        Sign Message
      </button>
      <button type="button" onClick={toggleTheme}>
        {themeMode === 'light' ? 'Dark theme' : 'Light theme'}
      </button>
      {signature && (
        <p className="signature">
          Signature: <code>{signature}</code>
        </p>
      )}
    </div>
  )
}

export default ActionButtonList
