import * as v from 'valibot'
import {
  booleanSchema,
  isoDateSchema,
  listOf,
  plainText,
  TYPE_MESSAGES,
  textSchema,
} from './fields.ts'

export const PLATFORMS = ['windows', 'macos', 'linux'] as const
export type Platform = (typeof PLATFORMS)[number]

const VERSION_MESSAGE = 'Versão inválida'
const URL_MESSAGE = 'Link de download inválido'

const textListSchema = listOf(textSchema, 50)

export const platformDownloadSchema = v.object(
  {
    url: v.pipe(v.string(URL_MESSAGE), v.maxLength(2048, URL_MESSAGE), v.url(URL_MESSAGE)),
    /** Installer size as shown, e.g. '186 MB'; unknown for some platforms. */
    size: v.optional(textSchema),
    /** The installer's size in bytes, as electron-builder wrote it (releases published since 1.0.0). */
    bytes: v.optional(v.pipe(v.number(TYPE_MESSAGES.number), v.safeInteger(), v.minValue(1))),
    /** The installer's SHA-512 in base64, as electron-builder wrote it, for the careful user. */
    sha512: v.optional(v.pipe(v.string(TYPE_MESSAGES.text), v.maxLength(88))),
  },
  TYPE_MESSAGES.object,
)
export type PlatformDownload = v.InferOutput<typeof platformDownloadSchema>

export const releaseSchema = v.object(
  {
    version: v.pipe(
      v.string(VERSION_MESSAGE),
      v.maxLength(64, VERSION_MESSAGE),
      v.regex(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/, VERSION_MESSAGE),
      v.examples(['1.1.0']),
    ),
    date: isoDateSchema,
    isLatest: booleanSchema,
    /** A security fix ('crítica'): the page and the app say so. */
    critical: v.optional(booleanSchema),
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

export const releaseListSchema = listOf(releaseSchema, 50)

/** GET /releases?limit=: how many releases, newest first (the page shows 20 at most). */
export const releaseListQuerySchema = v.object(
  {
    limit: v.optional(
      v.pipe(
        v.string(TYPE_MESSAGES.text),
        v.maxLength(2, 'Limite inválido: de 1 a 50'),
        v.regex(/^[1-9]\d?$/, 'Limite inválido: de 1 a 50'),
        v.examples(['20']),
        v.check((text) => Number(text) <= 50, 'Limite inválido: de 1 a 50'),
      ),
    ),
  },
  TYPE_MESSAGES.object,
)

/** The six files electron-updater's generic provider asks for, by channel and platform. */
export const UPDATE_FEED_FILES = [
  'latest.yml',
  'latest-mac.yml',
  'latest-linux.yml',
  'beta.yml',
  'beta-mac.yml',
  'beta-linux.yml',
] as const

export const updateFeedParamsSchema = v.object(
  { file: v.picklist(UPDATE_FEED_FILES, TYPE_MESSAGES.option) },
  TYPE_MESSAGES.object,
)

/** electron-updater adds `?noCache=` to some requests; nothing else is read from the query. */
export const updateFeedQuerySchema = v.object(
  { noCache: v.optional(v.pipe(v.string(TYPE_MESSAGES.text), v.maxLength(64))) },
  TYPE_MESSAGES.object,
)

const builderText = (max: number) => v.pipe(v.string(TYPE_MESSAGES.text), v.maxLength(max))
const builderBytes = v.pipe(v.number(TYPE_MESSAGES.number), v.safeInteger(), v.minValue(0))

/**
 * What electron-builder writes in latest.yml, latest-mac.yml and latest-linux.yml
 * (builder-util-runtime's UpdateInfo); the keys we keep, others are dropped. Whether sha512 and
 * size are there is checked by the release rules, with a pt-BR reason per file.
 */
export const builderUpdateInfoSchema = v.object(
  {
    version: builderText(64),
    files: v.pipe(
      v.array(
        v.object(
          {
            url: builderText(2048),
            sha512: v.optional(builderText(200)),
            size: v.optional(builderBytes),
            blockMapSize: v.optional(builderBytes),
          },
          TYPE_MESSAGES.object,
        ),
        TYPE_MESSAGES.list,
      ),
      v.maxLength(20),
    ),
    path: v.optional(builderText(2048)),
    sha512: v.optional(builderText(200)),
    releaseDate: v.optional(builderText(40)),
    minimumSystemVersion: v.optional(builderText(40)),
  },
  TYPE_MESSAGES.object,
)
export type BuilderUpdateInfo = v.InferOutput<typeof builderUpdateInfoSchema>

/** The notes of a release in the spec's three lists (the console's form and NOTES.md). */
export const releaseNotesSchema = v.object(
  {
    new: listOf(plainText(), 50),
    improvements: listOf(plainText(), 50),
    fixes: listOf(plainText(), 50),
  },
  TYPE_MESSAGES.object,
)
export type ReleaseNotesInput = v.InferOutput<typeof releaseNotesSchema>

/**
 * What the update feed answers (GET /updates/latest.yml and the others), read by the app's
 * library: electron-builder's keys plus the notes and the staged rollout.
 */
export const updateFeedSchema = v.object(
  {
    ...builderUpdateInfoSchema.entries,
    releaseNotes: v.optional(v.nullable(builderText(20_000))),
    stagingPercentage: v.optional(
      v.pipe(v.number(TYPE_MESSAGES.number), v.minValue(0), v.maxValue(100)),
    ),
  },
  TYPE_MESSAGES.object,
)
export type UpdateFeed = v.InferOutput<typeof updateFeedSchema>

const channelSchema = v.picklist(['latest', 'beta'], 'Canal inválido: use latest ou beta')
const percentSchema = v.pipe(
  v.number(TYPE_MESSAGES.number),
  v.integer('O percentual deve ser um número inteiro de 0 a 100'),
  v.minValue(0, 'O percentual deve ser um número inteiro de 0 a 100'),
  v.maxValue(100, 'O percentual deve ser um número inteiro de 0 a 100'),
)

const downloadCount = v.pipe(
  v.number(TYPE_MESSAGES.number),
  v.integer(),
  v.minValue(0),
  v.maxValue(2_147_483_647),
)

/** A release as the console lists it: both channels, withdrawn ones included. */
export const adminReleaseSchema = v.object(
  {
    version: v.pipe(v.string(TYPE_MESSAGES.text), v.maxLength(64)),
    channel: channelSchema,
    publishedAt: v.pipe(v.string(TYPE_MESSAGES.text), v.maxLength(40)),
    stagingPercentage: percentSchema,
    critical: booleanSchema,
    withdrawnAt: v.nullable(v.pipe(v.string(TYPE_MESSAGES.text), v.maxLength(40))),
    changelog: releaseNotesSchema,
    /** Downloads counted from /download, per platform (no address is kept). */
    downloads: v.object(
      {
        windows: downloadCount,
        macos: downloadCount,
        linux: downloadCount,
      },
      TYPE_MESSAGES.object,
    ),
  },
  TYPE_MESSAGES.object,
)
export type AdminRelease = v.InferOutput<typeof adminReleaseSchema>
export const adminReleaseListSchema = listOf(adminReleaseSchema, 200)

const yamlText = v.pipe(
  v.string(TYPE_MESSAGES.text),
  v.nonEmpty('Cole o arquivo YAML que o electron-builder gerou'),
  v.maxLength(20_000, 'Arquivo YAML longo demais: no máximo 20.000 caracteres'),
)

/** The console's publish form: the three YAML files pasted, the notes in the three lists. */
export const adminPublishReleaseSchema = v.object(
  {
    channel: channelSchema,
    notes: releaseNotesSchema,
    files: v.object({ windows: yamlText, macos: yamlText, linux: yamlText }, TYPE_MESSAGES.object),
    urlBase: v.optional(
      v.pipe(
        v.string(TYPE_MESSAGES.text),
        v.maxLength(2048, URL_MESSAGE),
        v.url(URL_MESSAGE),
        v.examples(['https://downloads.example.com/1.1.0/']),
      ),
    ),
    stagingPercentage: percentSchema,
    critical: booleanSchema,
  },
  TYPE_MESSAGES.object,
)
export type AdminPublishRelease = v.InferOutput<typeof adminPublishReleaseSchema>

export const releaseVersionParamsSchema = v.object(
  {
    version: v.pipe(
      v.string(VERSION_MESSAGE),
      v.maxLength(64, VERSION_MESSAGE),
      v.regex(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/, VERSION_MESSAGE),
      v.examples(['1.1.0']),
    ),
  },
  TYPE_MESSAGES.object,
)

export const releaseRolloutSchema = v.object(
  { channel: channelSchema, percent: percentSchema },
  TYPE_MESSAGES.object,
)

export const releaseChannelSchema = v.object({ channel: channelSchema }, TYPE_MESSAGES.object)

/** POST /releases/:version/downloads: a click on a /download button, counted per platform. */
export const downloadCountSchema = v.object(
  { platform: v.picklist(PLATFORMS, TYPE_MESSAGES.option) },
  TYPE_MESSAGES.object,
)
