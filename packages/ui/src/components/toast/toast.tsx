import { Toaster as ArkToaster, createToaster, Toast, useToastContext } from '@ark-ui/react/toast'
import {
  TOAST_AUTO_DISMISS_MS,
  TOAST_FOCUS_HOTKEY,
  TOAST_LIMIT,
  TOAST_SWIPE_THRESHOLD_PX,
} from '@atendimento/domain/constants'
import { cx } from '@atendimento/ui/styled-system/css'
import { toast as toastRecipe } from '@atendimento/ui/styled-system/recipes'
import { CircleAlert, CircleCheck, Info, LoaderCircle, TriangleAlert, X } from 'lucide-react'
import {
  type ComponentProps,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useRef,
} from 'react'

export type ToastType = 'success' | 'error' | 'info' | 'warning' | 'loading'

export interface ToastOptions {
  title: ReactNode
  description?: ReactNode
  type?: ToastType
  /** Milliseconds; defaults to TOAST_AUTO_DISMISS_MS (5000). */
  duration?: number
  action?: { label: string; onClick: () => void }
}

/**
 * The toast store: one toast at a time (spec: 1), 5000 ms each, F8 moves focus to the region.
 * The clock stops while the tab is hidden, so a toast is not missed; `pauseOnPageIdle: false`
 * lets a test time it in a background tab.
 */
export const createAppToaster = ({ pauseOnPageIdle = true } = {}) =>
  createToaster({
    placement: 'bottom-end',
    max: TOAST_LIMIT,
    duration: TOAST_AUTO_DISMISS_MS,
    hotkey: [TOAST_FOCUS_HOTKEY],
    gap: 12,
    pauseOnPageIdle,
  })

export type AppToaster = ReturnType<typeof createAppToaster>

export const toaster: AppToaster = createAppToaster()

/**
 * Shows a toast, replacing the one on screen (only one is ever visible). Returns its id.
 * `toast.success({...})`, `toast.error({...})`... set the type.
 */
export function toast(options: ToastOptions, store: AppToaster = toaster): string {
  store.remove()
  return store.create({ type: 'info', duration: TOAST_AUTO_DISMISS_MS, closable: true, ...options })
}
toast.success = (options: Omit<ToastOptions, 'type'>, store?: AppToaster) =>
  toast({ ...options, type: 'success' }, store)
toast.error = (options: Omit<ToastOptions, 'type'>, store?: AppToaster) =>
  toast({ ...options, type: 'error' }, store)
toast.info = (options: Omit<ToastOptions, 'type'>, store?: AppToaster) =>
  toast({ ...options, type: 'info' }, store)
toast.warning = (options: Omit<ToastOptions, 'type'>, store?: AppToaster) =>
  toast({ ...options, type: 'warning' }, store)
toast.dismiss = (id?: string, store: AppToaster = toaster) => store.dismiss(id)

const icons: Record<string, ReactNode> = {
  success: <CircleCheck aria-hidden="true" />,
  error: <CircleAlert aria-hidden="true" />,
  warning: <TriangleAlert aria-hidden="true" />,
  info: <Info aria-hidden="true" />,
  loading: <LoaderCircle aria-hidden="true" />,
}

/** Drag right beyond TOAST_SWIPE_THRESHOLD_PX (50) px to dismiss; a shorter drag springs back. */
function useSwipeToDismiss(dismiss: () => void) {
  const start = useRef<{ x: number; id: number } | null>(null)
  const setX = (element: HTMLElement, x: number | null) => {
    if (x === null) {
      element.style.removeProperty('--x')
      element.removeAttribute('data-swiping')
    } else {
      element.style.setProperty('--x', `${x}px`)
      element.setAttribute('data-swiping', '')
    }
  }
  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button !== 0) return
      if ((event.target as HTMLElement).closest('button, a')) return
      start.current = { x: event.clientX, id: event.pointerId }
      try {
        event.currentTarget.setPointerCapture(event.pointerId)
      } catch {
        // Synthetic pointers cannot be captured; the drag still works without it.
      }
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (!start.current || start.current.id !== event.pointerId) return
      setX(event.currentTarget, Math.max(0, event.clientX - start.current.x))
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      if (!start.current || start.current.id !== event.pointerId) return
      const distance = event.clientX - start.current.x
      start.current = null
      if (distance > TOAST_SWIPE_THRESHOLD_PX) {
        dismiss()
      } else {
        setX(event.currentTarget, null)
      }
    },
    onPointerCancel(event: PointerEvent<HTMLElement>) {
      start.current = null
      setX(event.currentTarget, null)
    },
  }
}

type ToastData = Parameters<ComponentProps<typeof ArkToaster>['children']>[0]

/** The CSS variable that tells dialogs and the cookie banner how much room a toast takes. */
export const TOAST_SPACE_VARIABLE = '--toast-space'
// The toaster's distance from the screen edge (Ark's default) plus a gap.
const TOAST_SPACE_MARGIN_PX = 16 + 8

/**
 * While a toast shows, its height (plus margins) is published on <html> as --toast-space:
 * dialogs, the cookie banner and sheets keep that strip free, so a toast never covers their
 * buttons (on a phone it used to sit over a dialog's 'Manter assinatura').
 */
function useReserveToastSpace(element: RefObject<HTMLElement | null>, visible: boolean) {
  useEffect(() => {
    const node = element.current
    const root = document.documentElement
    if (!node || !visible) return
    const publish = () =>
      root.style.setProperty(TOAST_SPACE_VARIABLE, `${node.offsetHeight + TOAST_SPACE_MARGIN_PX}px`)
    publish()
    const observer = new ResizeObserver(publish)
    observer.observe(node)
    return () => {
      observer.disconnect()
      root.style.removeProperty(TOAST_SPACE_VARIABLE)
    }
  }, [element, visible])
}

/**
 * Focus on a toast (or its buttons) is kept from the region's own focus handler, which only
 * hears focus landing on the region itself (F8). Zag takes the element focus came from as the
 * place to return to when focus leaves the region. Reached from inside the region (F8 on an
 * empty page, then Tab) that place was the region itself, and reached by Tab from the page's
 * last control it was that control: either way Tab out of the toast came back round to it, a
 * keyboard trap. Now Tab simply goes on; F8 from a control still returns there on leaving.
 * The toast still waits while it has focus (WCAG 2.2.1), paused and resumed here.
 */
function focusHandlers(store: AppToaster) {
  return {
    onFocusCapture(event: FocusEvent<HTMLElement>) {
      event.stopPropagation()
      store.pause()
    },
    onBlurCapture(event: FocusEvent<HTMLElement>) {
      const region = event.currentTarget.closest('[data-part="group"]')
      const to = event.relatedTarget
      if (!(region && to instanceof Node && region.contains(to))) store.resume()
    },
  }
}

function ToastItem({ item, store }: { item: ToastData; store: AppToaster }) {
  const styles = toastRecipe()
  const api = useToastContext()
  const swipe = useSwipeToDismiss(api.dismiss)
  const root = useRef<HTMLDivElement>(null)
  useReserveToastSpace(root, api.visible)
  return (
    <Toast.Root ref={root} className={styles.root} {...swipe} {...focusHandlers(store)}>
      <span className={styles.icon}>{icons[item.type ?? 'info']}</span>
      <div className={styles.content}>
        <Toast.Title className={styles.title}>{item.title}</Toast.Title>
        {item.description && (
          <Toast.Description className={styles.description}>{item.description}</Toast.Description>
        )}
        {item.action && (
          <Toast.ActionTrigger className={styles.actionTrigger}>
            {item.action.label}
          </Toast.ActionTrigger>
        )}
      </div>
      <Toast.CloseTrigger className={styles.closeTrigger} aria-label="Fechar notificação">
        <X aria-hidden="true" />
      </Toast.CloseTrigger>
    </Toast.Root>
  )
}

export interface ToasterProps {
  /** Defaults to the shared `toaster`; stories and tests may pass their own. */
  toaster?: AppToaster
  className?: string
}

/** The notifications region: render it once, after the routes. F8 focuses it. */
export function Toaster({ toaster: store = toaster, className }: ToasterProps) {
  const styles = toastRecipe()
  return (
    <ArkToaster
      toaster={store}
      className={cx(styles.group, className)}
      aria-label="Notificações (F8)"
    >
      {(item) => <ToastItem item={item} store={store} />}
    </ArkToaster>
  )
}
