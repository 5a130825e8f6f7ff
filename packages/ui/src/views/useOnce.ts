import { useEffect, useRef } from 'react'

/** Runs `effect` once per mounted view, also under StrictMode's double effects (no double wallet prompts). */
export function useOnce(effect: () => void): void {
  const done = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once by design
  useEffect(() => {
    if (done.current) return
    done.current = true
    effect()
  }, [])
}
