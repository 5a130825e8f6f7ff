/**
 * The page's `localStorage`, or undefined where there is none (a server) or the browser denies it: in a
 * cross-site iframe with third-party storage blocked — a Safe App inside Safe{Wallet}, Chromium's default here
 * — even `typeof localStorage` throws a SecurityError. Callers fall back to memory.
 */
export function pageLocalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    return undefined
  }
}
