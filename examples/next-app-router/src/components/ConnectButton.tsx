'use client'

import { useAppKitAccount } from '@gangway/react'
import { useConnection } from 'wagmi'

const compactHash = (hash: string) => {
  return `${hash.slice(0, 7)}...${hash.slice(-5)}`
}

export const ConnectButton = () => {
  const wagmiAccount = useConnection()
  const account = useAppKitAccount()

  const compactAddress = compactHash(account.address || '')
  const compactAddressWagmi = compactHash(wagmiAccount.address || '')

  return (
    <div className="column">
      <span className="text-black" data-testid="appkit-account">
        useAppKitAccount: {compactAddress}
      </span>
      <span className="text-black" data-testid="wagmi-account">
        useConnection (wagmi): {compactAddressWagmi} ({wagmiAccount.status})
      </span>
      <appkit-button />
    </div>
  )
}
