import { atom } from 'jotai'

export interface WaitingUpdate {
  /** Lets the waiting service worker take over, then reloads the page on the new version. */
  activate: () => Promise<void>
}

/** Set when a newer site is installed and waits for the visitor to accept it. */
export const waitingUpdateAtom = atom<WaitingUpdate | null>(null)
