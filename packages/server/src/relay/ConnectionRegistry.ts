/** A cap on open sockets under one key (`ip:<address>`, `client:<id>`). */
export type ConnectionCap = { key: string; cap: number }

/**
 * Who holds open relay sockets, so caps per address and per client id hold over all sockets (and, with
 * Redis, over all nodes). A node that dies without closing its entries loses them after a minute.
 */
export type ConnectionRegistry = {
  /** Registers socket `id` under every key if each is below its cap; else answers the key that is full. */
  open(id: string, caps: readonly ConnectionCap[]): Promise<{ ok: true } | { ok: false; key: string }>
  close(id: string, keys: readonly string[]): Promise<void>
  /** Tells the registry these sockets are still open (Redis entries expire otherwise). */
  refresh(sockets: readonly { id: string; keys: readonly string[] }[]): Promise<void>
  /** Open sockets under a key (tests and metrics). */
  count(key: string): Promise<number>
}
