/** Why the gateway cannot answer a request: a 4xx with `{ message }` (EIP-3668: clients do not retry 4xx). */
export class EnsGatewayError extends Error {
  constructor(
    readonly status: 400 | 404,
    message: string,
  ) {
    super(message)
    this.name = 'EnsGatewayError'
  }
}
