import { SUBSCRIPTION_ROWS } from '@atendimento/domain/contract/rows/subscription-rows'
import { pixPollDelay } from '@atendimento/domain/pix/pix-rules'
import { useQuery } from '@tanstack/react-query'
import { fetchAnswer } from '../../api/call-api.ts'

export const pixStatusKey = (pixId: string) => ['pix', pixId] as const

/**
 * The spec's Pix status check, asked again a few seconds apart with a growing wait (3 s, then
 * x1.5 up to 30 s), only while the tab is visible (TanStack Query pauses intervals in a hidden
 * tab and asks again when it shows), and no more once the Pix is paid, expired or cancelled.
 */
export function usePixStatus(pixId: string, token: string) {
  return useQuery({
    queryKey: pixStatusKey(pixId),
    queryFn: async ({ signal }) =>
      (
        await fetchAnswer(SUBSCRIPTION_ROWS.pixStatus, {
          body: { pixId },
          token,
          signal,
        })
      ).data.status,
    // A failed check is simply asked again at the next interval.
    retry: false,
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchIntervalInBackground: false,
    refetchInterval: (query) =>
      query.state.data === undefined || query.state.data === 'pending'
        ? pixPollDelay(query.state.dataUpdateCount + query.state.errorUpdateCount)
        : false,
  })
}
