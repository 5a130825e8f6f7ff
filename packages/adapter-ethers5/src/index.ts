export {
  type CombinedProvider,
  Eip1193HelpersUtil as EthersHelpersUtil,
  type EthersAddress as Address,
  type EthersChain as Chain,
  type EthersMetadata as Metadata,
  type EthersProvider as Provider,
  type IEthersConfig,
  type ProviderType,
  type RequestArguments,
  type UniversalProviderType,
} from '@gangway/core'
export { Ethers5Adapter, type Ethers5AdapterOptions } from './Ethers5Adapter.ts'
