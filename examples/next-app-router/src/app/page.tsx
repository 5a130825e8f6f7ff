'use client'

import { useAppKitTheme } from '@gangway/react'
import Image from 'next/image'

import { ActionButtonList } from '@/components/ActionButtonList'
import { ConnectButton } from '@/components/ConnectButton'
import { Footer } from '@/components/Footer'
import { InfoList } from '@/components/InfoList'

export default function Home() {
  const { themeMode } = useAppKitTheme()

  return (
    <div className="page-container">
      <div className="logo-container">
        <Image src="/gangway.svg" alt="Gangway" width={48} height={48} data-theme={themeMode} />
      </div>

      <h1 className="page-title">Next.js App Router Wagmi Example</h1>

      <div className="appkit-buttons-container">
        <ConnectButton />
        <appkit-network-button />
      </div>

      <ActionButtonList />
      <InfoList />
      <Footer />
    </div>
  )
}
