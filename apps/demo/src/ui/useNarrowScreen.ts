import { useEffect, useState } from 'react'

const QUERY = '(max-width: 600px)'

/** True on a phone-sized screen (600 px or less): the header then shows only what fits. */
export function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(() => typeof matchMedia !== 'undefined' && matchMedia(QUERY).matches)
  useEffect(() => {
    const media = matchMedia(QUERY)
    const update = () => setNarrow(media.matches)
    media.addEventListener('change', update)
    update()
    return () => media.removeEventListener('change', update)
  }, [])
  return narrow
}
