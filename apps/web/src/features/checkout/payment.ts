import type { RegisterRequest } from '@atendimento/domain/schemas/auth'
import {
  type CardForm,
  type CardPaymentPayloadInput,
  type PayerData,
  toCardPaymentPayload,
} from '@atendimento/domain/schemas/card'
import type { User } from '@atendimento/domain/schemas/user'
import { TOASTS, type ToastText } from '@atendimento/domain/toasts'
import { discoverClientIp } from '../../api/client-ip.ts'
import { ApiError } from '../../api/request.ts'

type Person = Pick<User, 'name' | 'email' | 'phone' | 'document' | 'zipCode' | 'addressNumber'>

/** Who pays: the signed-in user, or the person signing up at checkout. */
export function payerFrom(person: Person | RegisterRequest): PayerData {
  return {
    name: person.name,
    email: person.email,
    cellphone: person.phone,
    taxId: person.document,
    postalCode: person.zipCode,
    addressNumber: person.addressNumber,
  }
}

/** The card payment payload, with the payer's public address found just before paying. */
export async function cardPaymentPayload(
  card: CardForm,
  payer: PayerData,
): Promise<CardPaymentPayloadInput> {
  return toCardPaymentPayload(card, payer, await discoverClientIp())
}

/**
 * 'Erro no pagamento' with the server's message, or 'Tente novamente mais tarde.'; a failure
 * with no answer to read is 'Erro ao processar pagamento'.
 */
export function paymentFailureToast(error: unknown): ToastText {
  if (!(error instanceof ApiError)) return TOASTS.paymentFallback
  return {
    title: TOASTS.paymentError.title,
    description: error.message || TOASTS.paymentError.description,
  }
}
