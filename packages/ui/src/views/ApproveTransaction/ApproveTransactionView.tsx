import { showEmbeddedFrame } from '@gangway/core'
import { useEffect, useRef } from 'react'
import { useKit } from '../../context/KitContext.tsx'

/**
 * ApproveTransaction: the secure frame is shown over this view's area; the visitor approves or rejects inside
 * the frame (the page cannot fake or click it). Hidden again when the view goes.
 */
export function ApproveTransactionView() {
  const { kit, t } = useKit()
  const area = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const place = () => {
      const rect = area.current?.getBoundingClientRect()
      if (rect) showEmbeddedFrame(kit, { left: rect.left, top: rect.top, width: rect.width, height: rect.height })
    }
    place()
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(place)
    if (area.current) observer?.observe(area.current)
    window.addEventListener('resize', place)
    window.addEventListener('scroll', place, true)
    return () => {
      observer?.disconnect()
      window.removeEventListener('resize', place)
      window.removeEventListener('scroll', place, true)
      showEmbeddedFrame(kit, undefined)
    }
  }, [kit])
  return (
    <div ref={area} className="approve-area" data-testid="approve-area">
      <p className="muted">{t('approve.hint')}</p>
    </div>
  )
}
