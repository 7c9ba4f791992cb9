import type { DehydratedState } from '@tanstack/react-query'

/** The server state a prerendered page was rendered with (`__QUERY_STATE__`), if any. */
export function readDehydratedState(): DehydratedState | undefined {
  const text = document.getElementById('__QUERY_STATE__')?.textContent
  return text ? JSON.parse(text) : undefined
}
