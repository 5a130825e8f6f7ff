import { ConstantsUtil } from '../constants.ts'

/**
 * Loads images before a list that shows them appears, so icons do not pop in — waiting at most 2 s
 * (SPEC §9's image preload cap) whatever the network does. Never rejects; without `Image` (a server) it
 * resolves at once.
 */
export function preloadImages(
  urls: readonly string[],
  capMs: number = ConstantsUtil.IMAGE_PRELOAD_CAP_MS,
): Promise<void> {
  const ImageClass = (globalThis as { Image?: new () => HTMLImageElement }).Image
  if (!ImageClass || urls.length === 0) return Promise.resolve()
  const loads = urls.map(
    (url) =>
      new Promise<void>((resolve) => {
        const image = new ImageClass()
        image.onload = () => resolve()
        image.onerror = () => resolve()
        image.src = url
      }),
  )
  let timer: ReturnType<typeof setTimeout> | undefined
  const cap = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, capMs)
  })
  return Promise.race([Promise.all(loads).then(() => undefined), cap]).finally(() => clearTimeout(timer))
}
