'use client'

import { gangwayDevnetB } from '@gangway/react/networks'
import { useTheme } from 'next-themes'
import { useState } from 'react'
import { useConnection, useSignMessage } from 'wagmi'

import { useAppKit, useAppKitNetwork, useAppKitTheme, useDisconnect } from '@/config'

export function ActionButtonList() {
  const modal = useAppKit()
  const { disconnect } = useDisconnect()
  const { switchNetwork } = useAppKitNetwork()
  const { themeMode, setThemeMode } = useAppKitTheme()
  const { setTheme } = useTheme()
  const { address } = useConnection()
  const signMessage = useSignMessage()
  const [signature, setSignature] = useState<string>()
  const [signatureError, setSignatureError] = useState<string>()

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
    setSignature(undefined)
    setSignatureError(undefined)
    try {
      setSignature(await signMessage.mutateAsync({ account: address, message: 'Hello from the Next.js example' }))
    } catch (error) {
      setSignatureError(error instanceof Error ? error.message : String(error))
    }
  }

  function toggleTheme() {
    const newTheme = themeMode === 'dark' ? 'light' : 'dark'
    setThemeMode(newTheme)
    setTheme(newTheme)
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
      {signatureError && (
        <p className="signature" role="alert" data-testid="signature-error">
          Signing failed: {signatureError}
        </p>
      )}
      {signature && (
        <p className="signature">
          Signature: <code>{signature}</code>
        </p>
      )}
    </div>
  )
}
