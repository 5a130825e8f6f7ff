/**
 * A full account name, `<label>.<zone>` (AppKit's `ReownName`, there `${string}.reown.id`; a Gangway server's
 * zone is its operator's — `gangway.id` by default — so any zone is allowed).
 */
export type ReownName = `${string}.${string}`
