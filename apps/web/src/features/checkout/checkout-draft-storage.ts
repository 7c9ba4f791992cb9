import { type CheckoutDraft, readDraft, toDraft } from '@atendimento/domain/checkout-draft'
import { CHECKOUT_DRAFT_KEY } from '@atendimento/domain/storage-keys'

// The draft lives in the tab's sessionStorage: read and written only in effects and handlers,
// never during render (the page must render the same without a browser). Storage full or
// refused (private mode): the checkout works without a draft.

/** This plan's draft, if the tab kept one. */
export function loadDraft(planId: string): CheckoutDraft | null {
  try {
    return readDraft(sessionStorage.getItem(CHECKOUT_DRAFT_KEY), planId)
  } catch {
    return null
  }
}

/** Keeps what was typed at signup (toDraft leaves the password and any card field out). */
export function keepDraft(planId: string, form: object): void {
  try {
    sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(toDraft(planId, form)))
  } catch {}
}

export function dropDraft(): void {
  try {
    sessionStorage.removeItem(CHECKOUT_DRAFT_KEY)
  } catch {}
}
