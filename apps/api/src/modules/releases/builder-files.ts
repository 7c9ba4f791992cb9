import { parseFeedFileName } from '@atendimento/domain/release-rules'
import { formatIssues } from '@atendimento/domain/schemas/issues'
import { builderUpdateInfoSchema } from '@atendimento/domain/schemas/release'
import { load } from 'js-yaml'
import * as v from 'valibot'
import type { StoredPlatform } from '../../db/schema.ts'
import { ReleaseRefused } from './releases-repository.ts'

function absoluteUrl(url: string, base: string | undefined, file: string): string {
  if (/^https:\/\//i.test(url)) return url
  if (!base) {
    throw new ReleaseRefused(
      `${file}: o arquivo ${url} não tem endereço completo; diga onde ele está com --url-base`,
    )
  }
  return new URL(url, base.endsWith('/') ? base : `${base}/`).toString()
}

/**
 * One electron-builder YAML (`name` is its file name: latest.yml, latest-mac.yml...) as the
 * platform's stored part, and the version it names; a pt-BR refusal when it is not one.
 */
export function parseBuilderFile(name: string, text: string, urlBase: string | undefined) {
  const feed = parseFeedFileName(name)
  if (!feed) {
    throw new ReleaseRefused(
      `${name}: não é um arquivo do electron-builder (latest.yml, latest-mac.yml, latest-linux.yml)`,
    )
  }
  let parsed: unknown
  try {
    parsed = load(text)
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error)
    throw new ReleaseRefused(`${name}: não consegui ler o YAML (${reason})`)
  }
  const info = v.safeParse(builderUpdateInfoSchema, parsed)
  if (!info.success) throw new ReleaseRefused(`${name}:\n${formatIssues(info.issues)}`)
  const { version, files, path: mainPath, sha512, minimumSystemVersion } = info.output
  const stored: StoredPlatform = {
    files: files.map((file) => ({ ...file, url: absoluteUrl(file.url, urlBase, name) })),
    ...(mainPath ? { path: mainPath } : {}),
    ...(sha512 ? { sha512 } : {}),
    ...(minimumSystemVersion ? { minimumSystemVersion } : {}),
  }
  return { platform: feed.platform, version, stored }
}
