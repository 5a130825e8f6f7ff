// ethers v6 as AppKit's docs (react/ethers, recipes) write it.

import { mainnet, sepolia } from '@reown/appkit/networks'
import { createAppKit, useAppKitAccount, useAppKitNetwork, useAppKitProvider } from '@reown/appkit/react'
import { EthersAdapter, EthersHelpersUtil, type Provider } from '@reown/appkit-adapter-ethers'
import { BrowserProvider, Contract, type Eip1193Provider, formatUnits } from 'ethers'

export const ethersAdapter = new EthersAdapter()

export const ethersModal = createAppKit({
  adapters: [new EthersAdapter()],
  networks: [mainnet, sepolia],
  projectId: 'local',
  metadata: { name: 'AppKit', description: 'AppKit Example', url: 'https://example.com', icons: [] },
  features: { analytics: true },
})

const USDTAddress = '0x617f3112bf5397D0467D315cC709EF968D9ba546'
const USDTAbi = ['function balanceOf(address) view returns (uint256)']

export function EthersActions() {
  const { address, isConnected } = useAppKitAccount()
  const { chainId } = useAppKitNetwork()
  const { walletProvider } = useAppKitProvider('eip155')
  const { walletProvider: typed } = useAppKitProvider<Provider>('eip155')

  async function onSignMessage() {
    const provider = new BrowserProvider(walletProvider as Eip1193Provider, chainId)
    const signer = await provider.getSigner()
    const signature = await signer.signMessage('Hello AppKit Ethers')
    console.log(signature)
  }

  async function getBalance() {
    if (!isConnected) throw Error('User disconnected')
    const ethersProvider = new BrowserProvider(typed)
    const signer = await ethersProvider.getSigner()
    const USDTContract = new Contract(USDTAddress, USDTAbi, signer)
    const USDTBalance = await USDTContract.balanceOf(address)
    console.log(formatUnits(USDTBalance, 18))
  }

  async function userInfo() {
    const info = await EthersHelpersUtil.getUserInfo(typed)
    console.log(info.chainId, info.addresses, EthersHelpersUtil.numberToHexString(1))
  }

  return (
    <div>
      <button type="button" onClick={onSignMessage}>
        Sign Message
      </button>
      <button type="button" onClick={getBalance}>
        Get User Balance
      </button>
      <button type="button" onClick={userInfo}>
        User info
      </button>
    </div>
  )
}
