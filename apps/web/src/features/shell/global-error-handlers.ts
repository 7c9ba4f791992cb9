import { useEffect } from 'react'
import { notify } from './notify.ts'

// The texts load with the first error, so they stay out of every page's first load.
const toastTexts = () => import('@atendimento/domain/toasts').then((module) => module.TOASTS)

/** An error nothing caught: logged, and the spec's 'Erro inesperado' toast. */
export function onUncaughtError(event: ErrorEvent) {
  console.error('Erro não tratado:', event.error ?? event.message)
  void toastTexts().then((texts) => notify('error', texts.globalError))
}

/** A rejected promise nobody handled: logged, and the spec's 'Erro de Promise' toast. */
export function onUnhandledRejection(event: PromiseRejectionEvent) {
  console.error('Promise rejeitada sem tratamento:', event.reason)
  void toastTexts().then((texts) => notify('error', texts.promiseError))
}

/** Spec section 8: global handlers for uncaught errors and unhandled rejections. */
export function useGlobalErrorHandlers() {
  useEffect(() => {
    window.addEventListener('error', onUncaughtError)
    window.addEventListener('unhandledrejection', onUnhandledRejection)
    return () => {
      window.removeEventListener('error', onUncaughtError)
      window.removeEventListener('unhandledrejection', onUnhandledRejection)
    }
  }, [])
}
