// @vitest-environment happy-dom
import { providers } from 'ethers'
import { ethersAdapterSuite } from '../../adapter-ethers/src/test/ethersAdapterSuite.ts'
import { Ethers5Adapter } from './Ethers5Adapter.ts'

ethersAdapterSuite('Ethers5Adapter (ethers v5)', () => new Ethers5Adapter(), {
  async signMessage(walletProvider, message) {
    return new providers.Web3Provider(walletProvider as providers.ExternalProvider).getSigner().signMessage(message)
  },
  async sendTransaction(walletProvider, to, value) {
    const signer = new providers.Web3Provider(walletProvider as providers.ExternalProvider).getSigner()
    const sent = await signer.sendTransaction({ to, value })
    return (await sent.wait()).transactionHash
  },
})
