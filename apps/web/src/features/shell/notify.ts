import type { ToastText } from '@atendimento/domain/toasts'
import { useSyncExternalStore } from 'react'

type ToastKind = 'success' | 'error' | 'info' | 'warning'

// The toaster (Ark's toast machine and region) is loaded on the first toast, not at start-up,
// so it stays out of the landing's first load. The shell mounts the region once requested.
let requested = false
const listeners = new Set<() => void>()
let markMounted: () => void = () => {}
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve
})

function requestToaster() {
  if (requested) return
  requested = true
  for (const listener of listeners) listener()
}

/** Whether the shell should mount the notifications region. */
export function useToasterRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => requested,
    () => false,
  )
}

/** Called by the toaster host once its region is on the page. */
export function toasterReady() {
  markMounted()
}

/** Shows a toast (one at a time, 5 s), loading the toaster first if needed. */
export async function notify(kind: ToastKind, text: ToastText): Promise<void> {
  requestToaster()
  const [{ toast }] = await Promise.all([import('@atendimento/ui/toast'), mounted])
  toast[kind](text)
}
