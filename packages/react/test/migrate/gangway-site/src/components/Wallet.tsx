import { EthersAdapter } from '@gangway/adapter-ethers'
import { useAppKitWallet } from '@reown/appkit-wallet-button/react'
import { useAppKitAccount } from '@gangway/react'

// @reown/appkit/vue is not used here
export async function loadVue() {
  return import('@reown/appkit/vue')
}

export function Wallet() {
  const { address } = useAppKitAccount()
  const { connect } = useAppKitWallet()
  const siwe = require('@gangway/siwx/siwe')
  return <button onClick={() => connect('walletConnect')}>{address ?? String(new EthersAdapter()) ?? siwe}</button>
}
