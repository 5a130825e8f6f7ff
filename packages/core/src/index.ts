export { addNetwork } from './actions/addNetwork.ts'
export { approveEmbeddedRequest } from './actions/approveEmbeddedRequest.ts'
export {
  approveSwapToken,
  SWAP_APPROVE_FAILED,
  SWAP_APPROVED,
  SWAP_APPROVING,
} from './actions/approveSwapToken.ts'
export { cancelSIWXSignMessage } from './actions/cancelSIWXSignMessage.ts'
export { checkAllowedOrigins, type OriginsResult } from './actions/checkAllowedOrigins.ts'
export { checkIfSmartAccountEnabled } from './actions/checkIfSmartAccountEnabled.ts'
export { closeModal } from './actions/closeModal.ts'
export { connect } from './actions/connect.ts'
export {
  type ConnectFarcasterErrorType,
  type ConnectFarcasterParameters,
  type ConnectFarcasterReturnType,
  connectFarcaster,
} from './actions/connectFarcaster.ts'
export { connectorImage } from './actions/connectorImage.ts'
export {
  type ConnectSocialErrorType,
  type ConnectSocialOptions,
  type ConnectSocialParameters,
  type ConnectSocialReturnType,
  connectSocial,
  RESULT_URI_PARAM,
} from './actions/connectSocial.ts'
export { connectWallet, connectWalletConnect, WALLET_CONNECT_CONNECTOR_ID } from './actions/connectWallet.ts'
export {
  createEmbeddedSIWXMessage,
  type EmbeddedSIWXMessage,
  SIWX_ACCOUNT_ADDRESS_PLACEHOLDER,
} from './actions/createEmbeddedSIWXMessage.ts'
export { type DeleteConnectionParams, deleteConnection } from './actions/deleteConnection.ts'
export { disconnect } from './actions/disconnect.ts'
export {
  connectDevice,
  connectEmail,
  connectEmbedded,
  connectOtp,
  embeddedWallet,
  resendEmailCode,
} from './actions/emailLogin.ts'
export { emitEvent } from './actions/emitEvent.ts'
export { estimateSendFee } from './actions/estimateSendFee.ts'
export { fetchBalance } from './actions/fetchBalance.ts'
export { fetchIdentity } from './actions/fetchIdentity.ts'
export { fetchNfts } from './actions/fetchNfts.ts'
export { fetchOnRampOptions } from './actions/fetchOnRampOptions.ts'
export { fetchOnRampPurchases } from './actions/fetchOnRampPurchases.ts'
export { fetchOnRampQuote } from './actions/fetchOnRampQuote.ts'
export { fetchRecommendedWallets } from './actions/fetchRecommendedWallets.ts'
export { fetchRemoteFeatures } from './actions/fetchRemoteFeatures.ts'
export { fetchSwapQuote } from './actions/fetchSwapQuote.ts'
export { fetchSwapTokenPrices } from './actions/fetchSwapTokenPrices.ts'
export { fetchSwapTokens, SWAP_NOT_SUPPORTED } from './actions/fetchSwapTokens.ts'
export { balanceRetryAllowed, fetchTokenBalances } from './actions/fetchTokenBalances.ts'
export { FAILED_TO_FETCH_TRANSACTIONS, fetchTransactions } from './actions/fetchTransactions.ts'
export { type FetchWalletsOptions, fetchWallets } from './actions/fetchWallets.ts'
export { fetchWalletsPage } from './actions/fetchWalletsPage.ts'
export { getAccount } from './actions/getAccount.ts'
export { type ConnectionStatus, getConnectionStatus } from './actions/getConnectionStatus.ts'
export { getExchanges } from './actions/getExchanges.ts'
export {
  type GetFarcasterUriErrorType,
  type GetFarcasterUriReturnType,
  getFarcasterUri,
} from './actions/getFarcasterUri.ts'
export { getIsPaymentInProgress } from './actions/getIsPaymentInProgress.ts'
export {
  type GetNameSuggestionsErrorType,
  type GetNameSuggestionsReturnType,
  getNameSuggestions,
} from './actions/getNameSuggestions.ts'
export {
  type GetNamesForAddressErrorType,
  type GetNamesForAddressReturnType,
  getNamesForAddress,
} from './actions/getNamesForAddress.ts'
export { getNetwork } from './actions/getNetwork.ts'
export { getPayError } from './actions/getPayError.ts'
export { getPayResult } from './actions/getPayResult.ts'
export { getSIWX } from './actions/getSIWX.ts'
export { getSmartAccountEnabledNetworks } from './actions/getSmartAccountEnabledNetworks.ts'
export { getWalletGroups } from './actions/getWalletGroups.ts'
export { getWalletList, type WalletList } from './actions/getWalletList.ts'
export { hideAlert } from './actions/hideAlert.ts'
export { hideSnack } from './actions/hideSnack.ts'
export { type InitializeSIWXParameters, initializeSIWX, SIWX_INITIALIZE_FAILED } from './actions/initializeSIWX.ts'
export { initializeSwap } from './actions/initializeSwap.ts'
export { initRemote } from './actions/initRemote.ts'
export { isNameRegistered } from './actions/isNameRegistered.ts'
export { isOnRampAvailable } from './actions/isOnRampAvailable.ts'
export { isSwapNetwork } from './actions/isSwapNetwork.ts'
export { isValidEmail } from './actions/isValidEmail.ts'
export {
  type AppKitConnection,
  type ConnectionItem,
  listConnections,
  multiWalletEnabled,
} from './actions/listConnections.ts'
export { networkImageUrl } from './actions/networkImageUrl.ts'
export { onRampProviders } from './actions/onRampProviders.ts'
export { onRampPurchaseCurrencies } from './actions/onRampPurchaseCurrencies.ts'
export { type OpenModalParams, openModal } from './actions/openModal.ts'
export { ONRAMP_POPUP_BLOCKED, openOnRampProvider } from './actions/openOnRampProvider.ts'
export { type OpenPayErrorType, type OpenPayParameters, openPay } from './actions/openPay.ts'
export { openSocialPopup, SOCIAL_POPUP_FEATURES, SOCIAL_POPUP_NAME } from './actions/openSocialPopup.ts'
export { isPairingExpired, pairingRefreshIn } from './actions/pairingExpiry.ts'
export { type PayErrorType, type PayParameters, type PayReturnType, pay } from './actions/pay.ts'
export { type PayWithWalletErrorType, type PayWithWalletReturnType, payWithWallet } from './actions/payWithWallet.ts'
export { type PortfolioOwner, portfolioOwner } from './actions/portfolioOwner.ts'
export { prefetchWalletConnectUri } from './actions/prefetchWalletConnectUri.ts'
export { preloadImages } from './actions/preloadImages.ts'
export { reconnect } from './actions/reconnect.ts'
export {
  type RegisterNameErrorType,
  type RegisterNameParameters,
  type RegisterNameReturnType,
  registerName,
} from './actions/registerName.ts'
export { removeNetwork } from './actions/removeNetwork.ts'
export { reportError } from './actions/reportError.ts'
export { requestSIWXSignMessage, SIWX_SIGN_FAILED } from './actions/requestSIWXSignMessage.ts'
export { resetConnectingWallet } from './actions/resetConnectingWallet.ts'
export { resetNameRegistration } from './actions/resetNameRegistration.ts'
export { resetSend } from './actions/resetSend.ts'
export { resetWalletConnectUri } from './actions/resetWalletConnectUri.ts'
export { type ResolveNameErrorType, type ResolveNameReturnType, resolveName } from './actions/resolveName.ts'
export { routerGoBack } from './actions/routerGoBack.ts'
export { routerPush } from './actions/routerPush.ts'
export { routerReplace } from './actions/routerReplace.ts'
export { routerReset } from './actions/routerReset.ts'
export { safeCloseModal } from './actions/safeCloseModal.ts'
export { searchWallets } from './actions/searchWallets.ts'
export { sendToken, TRANSACTION_SENT } from './actions/sendToken.ts'
export { sendTransaction } from './actions/sendTransaction.ts'
export { setLegalCheckboxChecked } from './actions/setLegalCheckboxChecked.ts'
export { setPreferredAccountType } from './actions/setPreferredAccountType.ts'
export { setThemeMode } from './actions/setThemeMode.ts'
export { setThemeVariables } from './actions/setThemeVariables.ts'
export { shakeModal } from './actions/shakeModal.ts'
export { AlertCode, showAlert } from './actions/showAlert.ts'
export { showEmbeddedFrame } from './actions/showEmbeddedFrame.ts'
export { showSnack } from './actions/showSnack.ts'
export { signMessage } from './actions/signMessage.ts'
export { connectSocialResult } from './actions/socialLoginFlow.ts'
export { isTelegram, socialsForPlatform } from './actions/socialsForPlatform.ts'
export { SWAP_ERROR, SWAP_PENDING, SWAP_SUCCESS, swapTokens } from './actions/swapTokens.ts'
export {
  type SwitchConnectionParams,
  type SwitchConnectionResult,
  switchConnection,
} from './actions/switchConnection.ts'
export { switchNetwork } from './actions/switchNetwork.ts'
export { switchSwapTokens } from './actions/switchSwapTokens.ts'
export { themeModeShown } from './actions/themeModeShown.ts'
export { EMAIL_UPDATED, updateEmail, updateEmailPrimaryOtp, updateEmailSecondaryOtp } from './actions/updateEmail.ts'
export { updateOnRamp } from './actions/updateOnRamp.ts'
export { UPDATABLE_OPTIONS, type UpdatableOptions, updateFeatures, updateOptions } from './actions/updateOptions.ts'
export { updateSend } from './actions/updateSend.ts'
export { updateSwap } from './actions/updateSwap.ts'
export { validateName } from './actions/validateName.ts'
export { walletImageUrl, walletImageUrls } from './actions/walletImageUrl.ts'
export { watchOnRampPurchase } from './actions/watchOnRampPurchase.ts'
export { isModalClosed, whileModalOpen } from './actions/whileModalOpen.ts'
export { AdapterBlueprint, type BlueprintProvider } from './adapter/AdapterBlueprint.ts'
export {
  AdapterError,
  AdapterErrorCode,
  AdapterErrorMessage,
  chainNotSupported,
  featureNotSupported,
  networkNotFound,
  notAnAccountOf,
  notConnected,
  toAdapterError,
} from './adapter/AdapterError.ts'
export type { BlueprintConnector } from './adapter/BlueprintConnector.ts'
export type {
  AdapterAccount,
  AdapterConnection,
  AdapterConnector,
  AdapterEvents,
  AdapterSetup,
  ChainAdapter,
  CoinbaseSetup,
  TokenTransfer,
} from './adapter/ChainAdapter.ts'
export { ConnectorRegistry } from './adapter/ConnectorRegistry.ts'
export * from './adapter/evm/index.ts'
export { watchWalletStandard } from './adapter/watchWalletStandard.ts'
export type { Analytics, ErrorCategory } from './analytics/Analytics.ts'
export { type ApiClient, ApiRequestError, createApiClient } from './api/createApiClient.ts'
export { ConstantsUtil } from './constants.ts'
export { createKit, destroyKit } from './createKit.ts'
export { classifyChainError } from './errors/classifyChainError.ts'
export { isInvalidChainIdError } from './errors/isInvalidChainIdError.ts'
export { KitError, KitErrorCode, KitErrorMessage, rpcCodeOf } from './errors/KitError.ts'
export { toTransactionError } from './errors/toTransactionError.ts'
export type { Emitter } from './events/createEmitter.ts'
export type { KitEvent, KitEventName } from './events/KitEvent.ts'
export { AUTH_CONNECTOR_ID, type EmbeddedWallet } from './frame/createEmbeddedWallet.ts'
export type { FrameClient, FrameTimeout } from './frame/createFrameClient.ts'
export type { Kit } from './Kit.ts'
export { nameApiError } from './names/nameApiError.ts'
export { nameLabel } from './names/nameLabel.ts'
export { nameZone } from './names/nameZone.ts'
export type { ReownName } from './names/ReownName.ts'
export * from './networks/index.ts'
export { isRestrictedRegion, RESTRICTED_TIMEZONES } from './onramp/isRestrictedRegion.ts'
export { OnRampConstants } from './onramp/onRampConstants.ts'
export { USD_CURRENCY_DEFAULT } from './onramp/onRampDefaults.ts'
export { onRampLimitError, onRampMethodName } from './onramp/onRampLimitError.ts'
export { onRampNetwork } from './onramp/onRampNetwork.ts'
export {
  type ConnectMethod,
  type ConnectorTypeOrder,
  DEFAULT_FEATURES,
  type Features,
  type ResolvedFeatures,
  type SocialProvider,
  type WalletFeature,
} from './options/Features.ts'
export type {
  CoinbasePreference,
  CustomWallet,
  KitOptions,
  Metadata,
  ResolvedOptions,
  ThemeVariables,
} from './options/KitOptions.ts'
export { resolveOptions } from './options/resolveOptions.ts'
export {
  type AppKitPayErrorCode,
  AppKitPayErrorCodes,
  type AppKitPayErrorMessage,
  AppKitPayErrorMessages,
  PayError,
} from './pay/PayError.ts'
export type {
  AssetMetadata,
  CurrentPayment,
  Exchange,
  GetExchangesParams,
  PaymentAsset,
  PaymentChoice,
  PaymentOptions,
  PaymentResult,
  PayResult,
  PayStatus,
} from './pay/PaymentOptions.ts'
export * from './pay/paymentAssets.ts'
export { payAmountText, payAmountUnits, validatePayConfig } from './pay/validatePayConfig.ts'
export { filterTokenBalances } from './portfolio/filterTokenBalances.ts'
export { filterTransactions } from './portfolio/filterTransactions.ts'
export { groupTransactionsByDate, type TransactionGroup } from './portfolio/groupTransactionsByDate.ts'
export { sendRequest } from './portfolio/sendRequest.ts'
export { truncateDecimals } from './portfolio/truncateDecimals.ts'
export {
  isValidReceiver,
  parseFeeRate,
  parseSendAmount,
  type SendError,
  SendErrorCode,
  sendErrors,
  validateSend,
} from './portfolio/validateSend.ts'
export type { RouteEntry, View, ViewData } from './router/View.ts'
export { activeSIWXAccount, type SIWXAccount } from './siwx/activeSIWXAccount.ts'
export { createSIWEConfig } from './siwx/createSIWEConfig.ts'
export { mapToSIWX } from './siwx/mapToSIWX.ts'
export type {
  AppKitSIWEClient,
  SIWEClientMethods,
  SIWEClientOptions,
  SIWEConfig,
  SIWECreateMessageArgs,
  SIWEMessageArgs,
  SIWESession,
  SIWEVerifyMessageArgs,
} from './siwx/SIWEConfig.ts'
export type { Cacao, SIWXConfig, SIWXContext, SIWXMessage, SIWXSession } from './siwx/SIWXConfig.ts'
export { siwxMessageData } from './siwx/siwxMessageData.ts'
export {
  createKitStorage,
  type KitStorage,
  type RecentConnection,
  type RecentWallet,
  type StorageBackend,
} from './storage/createKitStorage.ts'
export { pageLocalStorage } from './storage/pageLocalStorage.ts'
export { createStore, type Store } from './store/createStore.ts'
export type { HeadlessState } from './stores/HeadlessState.ts'
export type {
  AlertState,
  ChainsState,
  ConnectionsState,
  ConnectorsState,
  KitStores,
  ModalState,
  OptionsState,
  RouterState,
  SnackState,
  ThemeMode,
  ThemeState,
  Variant,
  WalletInfo,
} from './stores/KitStores.ts'
export type { NameSuggestion, NamesState } from './stores/NamesState.ts'
export type { OnRampState } from './stores/OnRampState.ts'
export type { PayState } from './stores/PayState.ts'
export type { LoadStatus, PortfolioState } from './stores/PortfolioState.ts'
export type { SendState } from './stores/SendState.ts'
export type { SIWXState } from './stores/SIWXState.ts'
export type { SocialState } from './stores/SocialState.ts'
export type { SwapArguments, SwapState } from './stores/SwapState.ts'
export type { WalletsState } from './stores/WalletsState.ts'
export {
  formatSwapAmount,
  isNativeSwapToken,
  parseSwapAmount,
  plainAddress,
  swapGasLimit,
} from './swap/swapAmounts.ts'
export { type AminoSignDoc, adr36SignDoc } from './walletconnect/adr36SignDoc.ts'
export {
  createWalletConnectProvider,
  type WalletConnectProvider,
  type WalletConnectProviderOptions,
} from './walletconnect/createWalletConnectProvider.ts'
export { keepWalletConnectLocal, type WalletConnectCoreLike } from './walletconnect/keepWalletConnectLocal.ts'
export { DEFAULT_RELAY_URL, relayUrlOf } from './walletconnect/relayUrlOf.ts'
export { type AdapterWalletConnectOption, standaloneWalletConnect } from './walletconnect/standaloneWalletConnect.ts'
export {
  WalletConnectConnector,
  type WalletConnectConnectorEvents,
  type WalletConnectConnectorOptions,
} from './walletconnect/WalletConnectConnector.ts'
export {
  type NamespaceProposal,
  type ParticipantProposal,
  type SessionChange,
  WALLET_CONNECT_SESSION_FLAG,
  WalletConnectHub,
  type WalletConnectHubOptions,
  type WalletConnectParticipant,
} from './walletconnect/WalletConnectHub.ts'
export { WalletConnectInitError } from './walletconnect/WalletConnectInitError.ts'
export type { WalletConnectSession } from './walletconnect/WalletConnectSession.ts'
export {
  WALLET_CONNECT_METHODS,
  walletConnectEvents,
  walletConnectMethods,
} from './walletconnect/walletConnectMethods.ts'
export { connectorWalletItem, registryWalletItem, type WalletItem } from './wallets/WalletItem.ts'
export {
  DEFAULT_CONNECTOR_TYPE_ORDER,
  isInstalled,
  type ListedConnector,
  type ListedWallet,
  listedConnectors,
  type WalletGroup,
  type WalletGroupsInput,
  walletGroups,
} from './wallets/walletGroups.ts'
