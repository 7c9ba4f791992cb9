import { DROPDOWN_CLOSE_DELAY_MS } from '@atendimento/domain/constants'
import { css } from '@atendimento/ui/styled-system/css'
import { button } from '@atendimento/ui/styled-system/recipes'
import { ChevronDown } from 'lucide-react'
import { type CSSProperties, type RefObject, useEffect, useRef } from 'react'
import type { NavGroup } from './nav-items.ts'
import { NavLink } from './nav-link.tsx'
import { usePopoverOpen } from './use-popover-open.ts'

const styles = {
  chevron: css({
    transition: 'transform',
    transitionDuration: 'fast',
    '[aria-expanded=true] > &': { transform: 'rotate(180deg)' },
  }),
  panel: css({
    // A native popover: the browser opens it, closes it on Escape or a tap elsewhere, and puts
    // it above everything, with or without the app's JavaScript.
    position: 'fixed',
    inset: 'auto',
    positionArea: 'bottom span-right',
    mt: '1',
    minW: '48',
    p: '1',
    m: '0',
    listStyle: 'none',
    bg: 'bg.surface',
    color: 'fg.default',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'md',
    boxShadow: 'lg',
    '&:popover-open': { animation: 'fade-in' },
    // Without anchor positioning the panel drops below the header, centred.
    '@supports not (position-area: bottom)': {
      top: '16',
      left: '[50%]',
      translate: '[-50% 0]',
    },
  }),
  link: css({
    display: 'flex',
    alignItems: 'center',
    minH: '10',
    px: '2.5',
    py: '2',
    fontSize: 'sm',
    borderRadius: 'sm',
    color: 'fg.default',
    textDecoration: 'none',
    _hover: { bg: 'bg.muted' },
    _focusVisible: { bg: 'bg.muted' },
    _touch: { minH: '11' },
  }),
}

/**
 * Once the app runs: the panel also closes 100 ms after a mouse leaves the group and when focus
 * moves out of it (the browser already closes it on Escape and on a tap elsewhere).
 */
function useCloseRules(root: RefObject<HTMLDivElement | null>, close: () => void) {
  useEffect(() => {
    const element = root.current
    if (!element) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const onPointerEnter = () => clearTimeout(timer)
    const onPointerLeave = (event: PointerEvent) => {
      if (event.pointerType === 'touch') return
      clearTimeout(timer)
      timer = setTimeout(close, DROPDOWN_CLOSE_DELAY_MS)
    }
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null
      if (next && !element.contains(next)) close()
    }
    element.addEventListener('pointerenter', onPointerEnter)
    element.addEventListener('pointerleave', onPointerLeave)
    element.addEventListener('focusout', onFocusOut)
    return () => {
      clearTimeout(timer)
      element.removeEventListener('pointerenter', onPointerEnter)
      element.removeEventListener('pointerleave', onPointerLeave)
      element.removeEventListener('focusout', onFocusOut)
    }
  }, [root, close])
}

/**
 * A header dropdown of links (Produto, Suporte): a button and a list of ordinary links, the
 * disclosure pattern WAI-ARIA recommends for site navigation. The list is a native popover the
 * button opens through `popovertarget`, so it works from the first paint, before the app's
 * code has arrived; the button is the popover's anchor.
 */
export function NavDisclosure({ group }: { group: NavGroup }) {
  const slug = group.label.toLowerCase()
  const panelId = `menu-${slug}`
  const anchor = `--menu-${slug}`
  const rootRef = useRef<HTMLDivElement>(null)
  const panelRef = useRef<HTMLUListElement>(null)
  const { expanded, close } = usePopoverOpen(panelRef)
  useCloseRules(rootRef, close)

  return (
    <div ref={rootRef}>
      <button
        type="button"
        className={button({ variant: 'ghost', size: 'sm' })}
        popoverTarget={panelId}
        aria-expanded={expanded}
        style={{ anchorName: anchor } as CSSProperties}
      >
        {group.label}
        <ChevronDown aria-hidden="true" className={styles.chevron} />
      </button>
      <ul
        ref={panelRef}
        id={panelId}
        popover="auto"
        className={styles.panel}
        style={{ positionAnchor: anchor } as CSSProperties}
      >
        {group.items.map((item) => (
          <li key={item.label}>
            <NavLink destination={item.target} className={styles.link} onClick={close}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  )
}
