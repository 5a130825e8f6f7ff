// @vitest-environment happy-dom
import { BrowserProvider, type Eip1193Provider } from 'ethers'
import { EthersAdapter } from './EthersAdapter.ts'
import { ethersAdapterSuite } from './test/ethersAdapterSuite.ts'

ethersAdapterSuite('EthersAdapter (ethers v6)', () => new EthersAdapter(), {
  async signMessage(walletProvider, message) {
    const signer = await new BrowserProvider(walletProvider as Eip1193Provider).getSigner()
    return signer.signMessage(message)
  },
  async sendTransaction(walletProvider, to, value) {
    const signer = await new BrowserProvider(walletProvider as Eip1193Provider).getSigner()
    const sent = await signer.sendTransaction({ to, value })
    const receipt = await sent.wait()
    return receipt?.hash ?? sent.hash
  },
})
