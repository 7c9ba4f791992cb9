import { refusedMessage, SANDBOX_REFUSAL_REASONS } from '@atendimento/domain/contract/messages'
import type { CardPaymentPayload } from '@atendimento/domain/schemas/card'
import { HTTPException } from 'hono/http-exception'
import type { ApiContext } from '../../context.ts'
import { cardFaceProblem } from '../../payments/card.ts'
import { cardFingerprint } from '../../payments/card-fingerprint.ts'
import type { CardDetails, CardHolder } from '../../payments/gateway.ts'
import { SANDBOX_TEST_NUMBERS } from '../../payments/sandbox-gateway.ts'
import type { UserRow } from '../auth/sessions.ts'

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

/**
 * 402 for a card refused on its face (expired, or a number no card has), with the words the
 * gateway would use; the sandbox's test cards pass on the sandbox only.
 */
export function refuseCardFace(ctx: ApiContext, card: CardDetails): void {
  const exempt = ctx.gateway.name === 'sandbox' ? SANDBOX_TEST_NUMBERS : []
  const problem = cardFaceProblem(card, ctx.clock.now(), exempt)
  if (problem) {
    throw new HTTPException(402, { message: refusedMessage(SANDBOX_REFUSAL_REASONS[problem]) })
  }
}

/**
 * The card holder as the payer typed it, each blank field filled from the account (Asaas'
 * `creditCardHolderInfo`): one reading for a charge and for a card change.
 */
export function cardHolder(payload: CardPaymentPayload, account: UserRow): CardHolder {
  return {
    name: payload.name || account.name,
    email: payload.email || account.email,
    cpfCnpj: payload.taxId || account.document,
    postalCode: payload.creditCardHolderInfo.postalCode || account.zip_code,
    addressNumber: payload.creditCardHolderInfo.addressNumber || account.address_number,
    phone: payload.cellphone || account.phone,
  }
}
