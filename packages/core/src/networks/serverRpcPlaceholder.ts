/** The RPC base of the built-in non-EVM networks; the kit puts its own `apiUrl` in its place (`extendCaipNetwork`). */
export const SERVER_RPC_PLACEHOLDER = 'http://localhost:4000/v1'
