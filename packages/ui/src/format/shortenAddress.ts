/** `0x1234…abcd` style: first `head` and last `tail` characters. */
export function shortenAddress(address: string, head = 6, tail = 4): string {
  return address.length <= head + tail + 1 ? address : `${address.slice(0, head)}…${address.slice(-tail)}`
}
