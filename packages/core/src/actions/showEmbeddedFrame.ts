import type { Kit } from '../Kit.ts'

/** Shows the secure frame over `rect` (the ApproveTransaction view's area), or hides it (undefined). */
export function showEmbeddedFrame(
  kit: Kit,
  rect: { left: number; top: number; width: number; height: number } | undefined,
): void {
  kit.embedded?.current()?.show(rect)
}
