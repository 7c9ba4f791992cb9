import { dump } from 'js-yaml'
import { builtPlatforms } from './release-fixtures.ts'

/** The console's publish body for `version`, as an operator pastes electron-builder's files. */
export function publishBody(version: string, over: Record<string, unknown> = {}) {
  const platforms = builtPlatforms(version)
  const yaml = (platform: keyof typeof platforms) =>
    dump({
      version,
      files: platforms[platform].files,
      path: platforms[platform].path,
      sha512: platforms[platform].sha512,
      releaseDate: '2026-11-25T12:00:00.000Z',
    })
  return {
    channel: 'latest',
    notes: { new: ['Respostas com áudio'], improvements: [], fixes: ['QR Code no Linux'] },
    files: { windows: yaml('windows'), macos: yaml('macos'), linux: yaml('linux') },
    stagingPercentage: 20,
    critical: false,
    ...over,
  }
}
