/** Whether two connector ids (or EVM addresses) are the same, letter case aside. */
export const sameIgnoringCase = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase()
