import { createHmac, timingSafeEqual } from 'node:crypto'
import type { ApiContext } from '../../context.ts'

const seal = (key: string, userId: string) =>
  createHmac('sha256', key).update(`notificacoes:${userId}`).digest('base64url')

/**
 * The token of an account's unsubscribe link: the account's id and an HMAC of it under the
 * server's key. It needs no table and does not expire (a link in an old e-mail must keep
 * working, RFC 8058), and nobody can make one for another account.
 */
export async function unsubscribeToken(ctx: ApiContext, userId: string): Promise<string> {
  return `${userId}.${seal(await ctx.unsubscribeKey(), userId)}`
}

/** The account a token names, or undefined when it was not made by this server. */
export async function accountOfToken(ctx: ApiContext, token: string): Promise<string | undefined> {
  const dot = token.lastIndexOf('.')
  if (dot <= 0) return undefined
  const userId = token.slice(0, dot)
  const given = Buffer.from(token.slice(dot + 1))
  const expected = Buffer.from(seal(await ctx.unsubscribeKey(), userId))
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : undefined
}

/**
 * Where a mail client posts a one-click unsubscribe (RFC 8058), and the header fields that say
 * so. The URL is the API's, under PUBLIC_URL: a mail client posts there without a session.
 */
export async function unsubscribeHeaders(ctx: ApiContext, userId: string) {
  const token = encodeURIComponent(await unsubscribeToken(ctx, userId))
  const url = `${ctx.settings.publicUrl}/api/notifications/unsubscribe?inscricao=${token}`
  return {
    'List-Unsubscribe': `<${url}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}
