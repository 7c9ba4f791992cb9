import { releaseNotesText } from '@atendimento/domain/release-rules'
import type { Platform } from '@atendimento/domain/schemas/release'
import { dump } from 'js-yaml'
import type { ReleaseRow } from './releases-repository.ts'

/**
 * builder-util-runtime's UpdateInfo, the keys electron-updater's generic provider reads from
 * latest.yml. `path` and `sha512` at the top are deprecated there but still written by
 * electron-builder (and read by old updaters): they name the first file.
 */
export interface FeedInfo {
  version: string
  files: { url: string; sha512?: string; size?: number; blockMapSize?: number }[]
  path: string
  sha512?: string
  releaseDate: string
  releaseNotes: string
  stagingPercentage?: number
  minimumSystemVersion?: string
}

export function feedInfo(row: ReleaseRow, platform: Platform): FeedInfo {
  const stored = row.platforms[platform] ?? { files: [] }
  const first = stored.files[0]
  const path = stored.path ?? first?.url.split('/').pop() ?? ''
  const sha512 = stored.sha512 ?? first?.sha512
  return {
    version: row.version,
    files: stored.files.map(({ url, sha512, size, blockMapSize }) => ({
      url,
      ...(sha512 ? { sha512 } : {}),
      ...(size ? { size } : {}),
      ...(blockMapSize ? { blockMapSize } : {}),
    })),
    path,
    ...(sha512 ? { sha512 } : {}),
    releaseDate: row.published_at.toISOString(),
    releaseNotes: releaseNotesText(row.notes),
    // electron-builder writes it only when a rollout is staged; at 100 % electron-updater's
    // `place < 1` would still leave out the one device id whose last bytes are ffffffff.
    ...(row.staging_percentage < 100 ? { stagingPercentage: row.staging_percentage } : {}),
    ...(stored.minimumSystemVersion ? { minimumSystemVersion: stored.minimumSystemVersion } : {}),
  }
}

/** The file as YAML; long lines unfolded, as electron-builder writes them. */
export function feedYaml(info: FeedInfo): string {
  return dump(info, { lineWidth: -1, noRefs: true })
}
