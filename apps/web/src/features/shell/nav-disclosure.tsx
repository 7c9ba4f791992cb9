import { DROPDOWN_CLOSE_DELAY_MS } from '@atendimento/domain/constants'
import { css } from '@atendimento/ui/styled-system/css'
import { button } from '@atendimento/ui/styled-system/recipes'
import { ChevronDown } from 'lucide-react'
import { type RefObject, useEffect, useId, useRef, useState } from 'react'
import type { NavGroup } from './nav-items.ts'
import { NavLink } from './nav-link.tsx'

const styles = {
  root: css({ position: 'relative' }),
  chevron: css({
    transition: 'transform',
    transitionDuration: 'fast',
    '[aria-expanded=true] > &': { transform: 'rotate(180deg)' },
  }),
  panel: css({
    position: 'absolute',
    top: '[100%]',
    left: '0',
    mt: '1',
    zIndex: 'dropdown',
    minW: '48',
    p: '1',
    listStyle: 'none',
    bg: 'bg.surface',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'md',
    boxShadow: 'lg',
    _open: { animation: 'fade-in' },
  }),
  link: css({
    display: 'flex',
    px: '2.5',
    py: '2',
    fontSize: 'sm',
    borderRadius: 'sm',
    color: 'fg.default',
    textDecoration: 'none',
    _hover: { bg: 'bg.muted' },
    _focusVisible: { bg: 'bg.muted' },
  }),
}

/**
 * While open: closes 100 ms after the pointer leaves the group, on Escape (focus back to the
 * button), on a click elsewhere and when focus moves out of the group.
 */
function useCloseRules(
  open: boolean,
  close: () => void,
  root: RefObject<HTMLDivElement | null>,
  trigger: RefObject<HTMLButtonElement | null>,
) {
  useEffect(() => {
    const element = root.current
    if (!open || !element) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const onPointerEnter = () => clearTimeout(timer)
    const onPointerLeave = (event: PointerEvent) => {
      if (event.pointerType === 'touch') return
      clearTimeout(timer)
      timer = setTimeout(close, DROPDOWN_CLOSE_DELAY_MS)
    }
    const onFocusOut = (event: FocusEvent) => {
      if (!element.contains(event.relatedTarget as Node | null)) close()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      close()
      trigger.current?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!element.contains(event.target as Node)) close()
    }
    element.addEventListener('pointerenter', onPointerEnter)
    element.addEventListener('pointerleave', onPointerLeave)
    element.addEventListener('focusout', onFocusOut)
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      clearTimeout(timer)
      element.removeEventListener('pointerenter', onPointerEnter)
      element.removeEventListener('pointerleave', onPointerLeave)
      element.removeEventListener('focusout', onFocusOut)
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [open, close, root, trigger])
}

/**
 * A header dropdown of links (Produto, Suporte), built as a disclosure: a button that shows a
 * list of ordinary links, the pattern WAI-ARIA recommends for site navigation. Kept free of
 * Ark's menu machine so the landing's first load stays small.
 */
export function NavDisclosure({ group }: { group: NavGroup }) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const [close] = useState(() => () => setOpen(false))
  useCloseRules(open, close, rootRef, buttonRef)

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={button({ variant: 'ghost', size: 'sm' })}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {group.label}
        <ChevronDown aria-hidden="true" className={styles.chevron} />
      </button>
      <ul
        id={panelId}
        className={styles.panel}
        hidden={!open}
        data-state={open ? 'open' : 'closed'}
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
