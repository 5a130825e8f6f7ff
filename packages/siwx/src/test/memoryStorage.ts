/** A Web Storage in memory (survives a "reload": a second config on the same object). */
export class MemoryStorage implements Storage {
  private readonly data = new Map<string, string>()
  get length(): number {
    return this.data.size
  }
  clear(): void {
    this.data.clear()
  }
  getItem(key: string): string | null {
    return this.data.get(key) ?? null
  }
  key(index: number): string | null {
    return [...this.data.keys()][index] ?? null
  }
  removeItem(key: string): void {
    this.data.delete(key)
  }
  setItem(key: string, value: string): void {
    this.data.set(key, String(value))
  }
}

/** A Storage that throws on every use, as a cross-site iframe's with third-party storage blocked. */
export class BlockedStorage extends MemoryStorage {
  override getItem(): string | null {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  }
  override setItem(): void {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  }
}
