import { createHash } from 'node:crypto'
import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { parseFeedFileName } from '@atendimento/domain/release-rules'
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ApiContext } from '../../context.ts'
import { clientIp } from '../../http/client-ip.ts'
import { route } from '../../http/contract-route.ts'
import { ok } from '../../http/responses.ts'
import { bearerToken } from '../auth/require-user.ts'
import { deviceOfAccessToken } from '../oauth/device-tokens.ts'
import { feedRelease, listPublicReleases } from './releases-repository.ts'
import { feedInfo, feedYaml } from './update-feed.ts'

const etagOf = (body: string) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`

const matches = (c: Context, etag: string) =>
  c.req
    .header('if-none-match')
    ?.split(',')
    .some((tag) => tag.trim().replace(/^W\//, '') === etag) ?? false

/** A body with its ETag: 304 when the client has it, the body otherwise. */
function revalidated(c: Context, body: string, contentType: string, cacheControl: string) {
  const etag = etagOf(body)
  c.header('Cache-Control', cacheControl)
  c.header('ETag', etag)
  if (matches(c, etag)) return c.body(null, 304)
  return c.body(body, 200, { 'Content-Type': contentType })
}

/**
 * The beta channel is for the business's own people: a computer connected (the desktop app's
 * access token, which electron-updater sends through `addAuthHeader`) to an operator's account.
 */
async function mayReadBeta(ctx: Pick<ApiContext, 'db' | 'clock'>, c: Context): Promise<boolean> {
  const token = bearerToken(c.req.header('authorization'))
  if (!token) return false
  const found = await deviceOfAccessToken(ctx.db, token, ctx.clock.now())
  if ('refusal' in found) return false
  const user = await ctx.db
    .selectFrom('users')
    .select('role')
    .where('id', '=', found.device.user_id)
    .executeTakeFirst()
  return user?.role === 'operator'
}

export function releasesRoutes(ctx: Pick<ApiContext, 'db' | 'clock' | 'limiter' | 'settings'>) {
  return [
    route('listReleases', async (c, { query }) => {
      const releases = await listPublicReleases(ctx.db, Number(query.limit ?? 20))
      const body = JSON.stringify({ message: API_MESSAGES.success, data: releases })
      // Public, the same for everyone; asked again each time, so a withdrawal shows at once.
      return revalidated(c, body, 'application/json', 'public, no-cache')
    }),
    route('countDownload', async (c, { params, body }) => {
      await ctx.limiter.hit('download', { ip: clientIp(c, ctx.settings.trustProxy) })
      const release = await ctx.db
        .selectFrom('releases')
        .select('id')
        .where('channel', '=', 'latest')
        .where('version', '=', params.version)
        .where('withdrawn_at', 'is', null)
        .executeTakeFirst()
      if (!release) throw new HTTPException(404, { message: API_MESSAGES.releaseNotFound })
      // One counter per version, platform and day: who downloaded is never known.
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
        ctx.clock.now(),
      )
      await ctx.db
        .insertInto('release_downloads')
        .values({ version: params.version, platform: body.platform, day, count: 1 })
        .onConflict((oc) =>
          oc
            .columns(['version', 'platform', 'day'])
            .doUpdateSet((eb) => ({ count: eb('release_downloads.count', '+', 1) })),
        )
        .execute()
      return ok(c, null)
    }),
    route('updateFeed', async (c, { params }) => {
      const feed = parseFeedFileName(params.file)
      if (!feed) throw new HTTPException(404, { message: API_MESSAGES.updateFeedNotFound })
      const beta = feed.channel === 'beta'
      if (beta && !(await mayReadBeta(ctx, c))) {
        // To anyone else the beta channel does not exist.
        throw new HTTPException(404, { message: API_MESSAGES.updateFeedNotFound })
      }
      const release = await feedRelease(ctx.db, feed.channel, feed.platform)
      if (!release) throw new HTTPException(404, { message: API_MESSAGES.updateFeedNotFound })
      if (beta) c.header('Vary', 'Authorization')
      const yaml = feedYaml(feedInfo(release, feed.platform))
      return revalidated(
        c,
        yaml,
        'application/yaml; charset=utf-8',
        beta ? 'private, no-cache' : 'public, no-cache',
      )
    }),
  ]
}
