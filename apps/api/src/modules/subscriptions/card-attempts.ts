import type { ApiContext } from '../../context.ts'
import { cardFingerprint } from '../../payments/card-fingerprint.ts'

/**
 * Counts one card charge against the address, the account and the card (by its fingerprint),
 * so a card tester is held whichever of them they rotate. Throws 429 past any limit.
 */
export async function limitCardAttempt(
  ctx: ApiContext,
  who: { ip: string; account?: string; cardNumber?: string },
): Promise<void> {
  const card = who.cardNumber ? cardFingerprint(await ctx.cardKey(), who.cardNumber) : undefined
  await ctx.limiter.hit('checkout', { ip: who.ip, account: who.account, card })
}
