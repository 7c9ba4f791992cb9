import * as v from 'valibot'
import {
  CARD_NUMBER_MAX_DIGITS,
  CARD_NUMBER_MIN_DIGITS,
  cardDigits,
  isCardExpired,
  type YearMonth,
} from '../card.ts'
import { cepField, documentField, phoneField } from './br-fields.ts'
import { emailField, firstIssueOnly, requiredText, TEXT_LIMITS, TYPE_MESSAGES } from './fields.ts'

export const CARD_MESSAGES = {
  holderRequired: 'Nome do portador é obrigatório',
  numberRequired: 'Número do cartão é obrigatório',
  numberInvalid: 'Número do cartão inválido',
  monthRequired: 'Mês de expiração é obrigatório',
  monthInvalid: 'Mês inválido',
  yearRequired: 'Ano de expiração é obrigatório',
  yearInvalid: 'Ano inválido',
  expired: 'Cartão expirado',
  ccvRequired: 'CCV é obrigatório',
  ccvInvalid: 'CCV inválido',
} as const

const MONTH_PATTERN = /^(0[1-9]|1[0-2])$/
const YEAR_PATTERN = /^\d{4}$/
const NUMBER_PATTERN = new RegExp(`^\\d{${CARD_NUMBER_MIN_DIGITS},${CARD_NUMBER_MAX_DIGITS}}$`)

/** Card fields shared by the form and the payload; rules of spec section 5. */
const cardEntries = {
  holderName: firstIssueOnly(
    v.pipe(
      requiredText(CARD_MESSAGES.holderRequired, { label: 'Nome do portador', max: 100 }),
      v.toUpperCase(),
    ),
  ),
  number: firstIssueOnly(
    v.pipe(
      // 19 digits in groups of four, or with any other spacing a paste brings.
      requiredText(CARD_MESSAGES.numberRequired, {
        label: 'Número do cartão',
        max: 30,
        message: CARD_MESSAGES.numberInvalid,
      }),
      v.transform(cardDigits),
      v.regex(NUMBER_PATTERN, CARD_MESSAGES.numberInvalid),
    ),
  ),
  expiryMonth: firstIssueOnly(
    v.pipe(
      requiredText(CARD_MESSAGES.monthRequired, {
        label: 'Mês',
        max: 2,
        message: CARD_MESSAGES.monthInvalid,
      }),
      v.regex(MONTH_PATTERN, CARD_MESSAGES.monthInvalid),
    ),
  ),
  expiryYear: firstIssueOnly(
    v.pipe(
      requiredText(CARD_MESSAGES.yearRequired, {
        label: 'Ano',
        max: 4,
        message: CARD_MESSAGES.yearInvalid,
      }),
      v.regex(YEAR_PATTERN, CARD_MESSAGES.yearInvalid),
    ),
  ),
  ccv: firstIssueOnly(
    v.pipe(
      requiredText(CARD_MESSAGES.ccvRequired, {
        label: 'CCV',
        max: 4,
        message: CARD_MESSAGES.ccvInvalid,
      }),
      v.regex(/^\d{3,4}$/, CARD_MESSAGES.ccvInvalid),
    ),
  ),
}

export const creditCardSchema = v.object(cardEntries, TYPE_MESSAGES.object)
export type CreditCard = v.InferOutput<typeof creditCardSchema>

/**
 * The secure-payment form, checked against the current month the caller passes in (the
 * domain never reads the clock). 'Cartão expirado' shows under the year.
 */
export function cardFormSchema(now: YearMonth) {
  return v.pipe(
    creditCardSchema,
    v.forward(
      v.partialCheck(
        [['expiryMonth'], ['expiryYear']],
        // Validation failures leave the values typed, so a malformed date is skipped here.
        (input) =>
          !MONTH_PATTERN.test(input.expiryMonth) ||
          !YEAR_PATTERN.test(input.expiryYear) ||
          !isCardExpired({ year: Number(input.expiryYear), month: Number(input.expiryMonth) }, now),
        CARD_MESSAGES.expired,
      ),
      ['expiryYear'],
    ),
  )
}
export type CardForm = v.InferOutput<ReturnType<typeof cardFormSchema>>
export type CardFormInput = v.InferInput<ReturnType<typeof cardFormSchema>>

export const PAYER_MESSAGES = {
  name: 'Nome é obrigatório',
  email: 'Email é obrigatório',
  cellphone: 'Telefone é obrigatório',
  taxId: 'CPF ou CNPJ é obrigatório',
  postalCode: 'CEP é obrigatório',
  addressNumber: 'Número do endereço é obrigatório',
  remoteIp: 'Endereço IP inválido',
} as const

// Body of POST /subscription/{planId}: what the card payment provider needs.
export const cardPaymentPayloadSchema = v.object(
  {
    name: requiredText(PAYER_MESSAGES.name, TEXT_LIMITS.name),
    email: emailField(PAYER_MESSAGES.email),
    cellphone: phoneField(PAYER_MESSAGES.cellphone),
    taxId: documentField(PAYER_MESSAGES.taxId),
    creditCard: creditCardSchema,
    creditCardHolderInfo: v.object(
      {
        postalCode: cepField(PAYER_MESSAGES.postalCode),
        addressNumber: requiredText(PAYER_MESSAGES.addressNumber, TEXT_LIMITS.addressNumber),
      },
      TYPE_MESSAGES.object,
    ),
    // 45 characters: the longest textual IPv6 address (an IPv4 one mapped into it).
    remoteIp: v.pipe(
      v.string(PAYER_MESSAGES.remoteIp),
      v.trim(),
      v.maxLength(45, PAYER_MESSAGES.remoteIp),
      v.ip(PAYER_MESSAGES.remoteIp),
    ),
  },
  TYPE_MESSAGES.object,
)
export type CardPaymentPayload = v.InferOutput<typeof cardPaymentPayloadSchema>
export type CardPaymentPayloadInput = v.InferInput<typeof cardPaymentPayloadSchema>

export interface PayerData {
  name: string
  email: string
  cellphone: string
  taxId: string
  postalCode: string
  addressNumber: string
}

/** The payload from a valid card form, the payer's data and the discovered IP. */
export function toCardPaymentPayload(
  card: CardForm,
  payer: PayerData,
  remoteIp: string,
): CardPaymentPayloadInput {
  return {
    name: payer.name,
    email: payer.email,
    cellphone: payer.cellphone,
    taxId: payer.taxId,
    creditCard: card,
    creditCardHolderInfo: { postalCode: payer.postalCode, addressNumber: payer.addressNumber },
    remoteIp,
  }
}
