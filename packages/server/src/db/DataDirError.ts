/** The embedded database's folder cannot be used: in use by another process, or damaged. The message says what to do. */
export class DataDirError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'DataDirError'
  }
}
