import { type RefObject, useLayoutEffect } from 'react'

/**
 * A prerendered field a visitor typed into before the app took the page over: React adopts the
 * HTML without looking at what it holds, and its next render of the field would put the old
 * value back. At mount, what was typed becomes the field's state, as if typed now.
 */
export function useAdoptTypedValue(
  field: RefObject<HTMLInputElement | null>,
  value: string,
  adopt: (typed: string) => void,
) {
  // Only at mount: that is when the page's HTML is adopted; later, typing goes through onChange.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on purpose
  useLayoutEffect(() => {
    const typed = field.current?.value
    if (typed !== undefined && typed !== value) adopt(typed)
  }, [])
}
