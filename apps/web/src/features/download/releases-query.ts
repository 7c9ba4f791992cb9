import { RELEASE_ROWS } from '@atendimento/domain/contract/rows/release-rows'
import type { Platform } from '@atendimento/domain/schemas/release'
import { queryOptions } from '@tanstack/react-query'
import { fetchApi } from '../../api/call-api.ts'

/** The published releases, newest first (GET /releases): what /download shows. */
export const releasesQuery = () =>
  queryOptions({
    queryKey: ['releases'] as const,
    queryFn: () => fetchApi(RELEASE_ROWS.listReleases, { query: { limit: '20' } }),
  })

/**
 * Counts a click on a download button (version, platform and day only). Fire and forget: the
 * download itself never waits for it, and a failure to count is nobody's business.
 */
export function countDownload(version: string, platform: Platform): void {
  fetchApi(RELEASE_ROWS.countDownload, { params: { version }, body: { platform } }).catch(() => {})
}
