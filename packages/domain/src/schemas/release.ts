import * as v from 'valibot'
import { booleanSchema, isoDateSchema, TYPE_MESSAGES, textSchema } from './fields.ts'

export const PLATFORMS = ['windows', 'macos', 'linux'] as const
export type Platform = (typeof PLATFORMS)[number]

const VERSION_MESSAGE = 'Versão inválida'
const URL_MESSAGE = 'Link de download inválido'

const textListSchema = v.array(textSchema, TYPE_MESSAGES.list)

export const platformDownloadSchema = v.object(
  {
    url: v.pipe(v.string(URL_MESSAGE), v.url(URL_MESSAGE)),
    /** Installer size as shown, e.g. '186 MB'; unknown for some platforms. */
    size: v.optional(textSchema),
  },
  TYPE_MESSAGES.object,
)
export type PlatformDownload = v.InferOutput<typeof platformDownloadSchema>

export const releaseSchema = v.object(
  {
    version: v.pipe(v.string(VERSION_MESSAGE), v.regex(/^\d+\.\d+\.\d+$/, VERSION_MESSAGE)),
    date: isoDateSchema,
    isLatest: booleanSchema,
    changelog: v.object(
      { new: textListSchema, improvements: textListSchema, fixes: textListSchema },
      TYPE_MESSAGES.object,
    ),
    platforms: v.object(
      {
        windows: platformDownloadSchema,
        macos: platformDownloadSchema,
        linux: platformDownloadSchema,
      },
      TYPE_MESSAGES.object,
    ),
  },
  TYPE_MESSAGES.object,
)
export type Release = v.InferOutput<typeof releaseSchema>

export const releaseListSchema = v.array(releaseSchema, TYPE_MESSAGES.list)
