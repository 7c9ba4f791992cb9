import type { Platform } from '@atendimento/domain/schemas/release'
import type { StoredPlatform } from '../../db/schema.ts'
import type { PublishInput } from './releases-repository.ts'

/** A made-up but well-formed SHA-512 in base64 (88 characters), different per seed. */
export const fakeSha512 = (seed: string) =>
  `${Buffer.from(seed.repeat(64).slice(0, 64)).toString('base64')}`

const BASE = 'https://downloads.atendimento-inteligente.example'

/** The three platforms of a version, as electron-builder would describe them. */
export function builtPlatforms(version: string): Record<Platform, StoredPlatform> {
  const file = (name: string, size: number) => ({
    url: `${BASE}/${version}/${name}`,
    sha512: fakeSha512(name),
    size,
  })
  const exe = file(`AtendimentoInteligente-Setup-${version}.exe`, 186_123_456)
  const zip = file(`AtendimentoInteligente-${version}-mac.zip`, 190_000_000)
  const dmg = file(`AtendimentoInteligente-${version}.dmg`, 195_000_000)
  const appImage = file(`AtendimentoInteligente-${version}.AppImage`, 170_000_000)
  return {
    windows: { files: [exe], path: exe.url.split('/').pop() as string, sha512: exe.sha512 },
    macos: { files: [zip, dmg], path: zip.url.split('/').pop() as string, sha512: zip.sha512 },
    linux: {
      files: [appImage],
      path: appImage.url.split('/').pop() as string,
      sha512: appImage.sha512,
    },
  }
}

export function release(version: string, over: Partial<PublishInput> = {}): PublishInput {
  return {
    version,
    channel: 'latest',
    notes: { new: ['Respostas com áudio'], improvements: ['Conexão mais estável'], fixes: [] },
    platforms: builtPlatforms(version),
    publishedAt: new Date('2026-11-20T15:00:00Z'),
    ...over,
  }
}
