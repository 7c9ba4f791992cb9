import { type MutateOptions, type UseMutationOptions, useMutation } from '@tanstack/react-query'
import { useCallback, useRef } from 'react'
import { ApiError } from './request.ts'

/**
 * The Idempotency-Key of one action: the same for the retries of the same request (a press
 * again after a lost answer), a new one once the API answered or the request changed (another
 * card), so a key never names two different actions.
 */
export class ActionKeys {
  #pending: { request: string; key: string } | undefined

  keyFor(request: unknown): string {
    const asked = JSON.stringify(request) ?? ''
    if (this.#pending?.request !== asked) {
      this.#pending = { request: asked, key: crypto.randomUUID() }
    }
    return this.#pending.key
  }

  /** The request ended: with an answer of the API the action is over; without, it may be retried. */
  settled(error: unknown): void {
    const unanswered = error instanceof ApiError && error.status === undefined
    if (!unanswered) this.#pending = undefined
  }
}

type Options<TData, TVars> = Omit<UseMutationOptions<TData, Error, TVars>, 'mutationFn'> & {
  /** Sends the request; `idempotencyKey` goes in its Idempotency-Key header. */
  mutationFn: (variables: TVars, idempotencyKey: string) => Promise<TData>
}

/**
 * useMutation for a write a person may repeat (pay, refund, change plan): a second press while
 * the request runs is ignored (a ref, so it holds before React renders the busy button), and each
 * action carries its Idempotency-Key, so a retry the API already answered gets that answer.
 */
export function useRepeatSafeMutation<TData, TVars>(options: Options<TData, TVars>) {
  const running = useRef(false)
  const keys = useRef(new ActionKeys())
  const mutation = useMutation<TData, Error, TVars>({
    ...options,
    mutationFn: (variables) => options.mutationFn(variables, keys.current.keyFor(variables)),
  })
  const { mutate: send } = mutation
  const mutate = useCallback(
    (variables: TVars, callbacks?: MutateOptions<TData, Error, TVars>) => {
      if (running.current) return
      running.current = true
      send(variables, {
        ...callbacks,
        onSettled: (data, error, vars, result, context) => {
          running.current = false
          keys.current.settled(error)
          callbacks?.onSettled?.(data, error, vars, result, context)
        },
      })
    },
    [send],
  )
  return { ...mutation, mutate }
}
