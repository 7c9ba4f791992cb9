// The required fields of the Asaas v3 operations our adapter calls, as the official OpenAPI
// document (v3) lists them (CustomerSaveRequestDTO, PaymentSaveRequestDTO and its card variant,
// SubscriptionSaveRequestDTO and SubscriptionSaveWithCreditCardRequestDTO,
// CreditCardTokenizeRequestDTO, SubscriptionUpdateCreditCardRequestDTO, CreditCardRequestDTO,
// CreditCardHolderInfoRequestDTO). Asaas checks them one by one and answers the first that is
// missing, with 400 and `{ errors: [{ code, description }] }` (captured against its sandbox:
// an empty POST /v3/payments answers `invalid_customer`, "Customer inválido ou não informado.").
// The codes follow its `invalid_<field>` pattern.

// biome-ignore lint/suspicious/noExplicitAny: Asaas' loose JSON as it came
type Json = Record<string, any>

export interface AsaasError {
  code: string
  description: string
}

const missing = (field: string, description: string) => ({ field, description })

const CARD = [
  missing('holderName', 'O nome impresso no cartão deve ser informado.'),
  missing('number', 'O número do cartão deve ser informado.'),
  missing('expiryMonth', 'O mês de expiração do cartão deve ser informado.'),
  missing('expiryYear', 'O ano de expiração do cartão deve ser informado.'),
  missing('ccv', 'O código de segurança do cartão deve ser informado.'),
]
const HOLDER = [
  missing('name', 'O nome do titular do cartão deve ser informado.'),
  missing('email', 'O e-mail do titular do cartão deve ser informado.'),
  missing('cpfCnpj', 'O CPF ou CNPJ do titular do cartão deve ser informado.'),
  missing('postalCode', 'O CEP do titular do cartão deve ser informado.'),
  missing('addressNumber', 'O número do endereço do titular do cartão deve ser informado.'),
  missing('phone', 'O telefone do titular do cartão deve ser informado.'),
]
const REMOTE_IP = missing('remoteIp', 'O IP do comprador (remoteIp) deve ser informado.')

const CUSTOMER = [
  missing('name', 'O nome do cliente deve ser informado.'),
  missing('cpfCnpj', 'O CPF ou CNPJ do cliente deve ser informado.'),
]
const PAYMENT = [
  missing('customer', 'Customer inválido ou não informado.'),
  missing('billingType', 'A forma de pagamento (billingType) deve ser informada.'),
  missing('dueDate', 'A data de vencimento da cobrança deve ser informada.'),
  missing('value', 'O valor da cobrança deve ser informado.'),
]
const SUBSCRIPTION = [
  missing('customer', 'Customer inválido ou não informado.'),
  missing('billingType', 'A forma de pagamento (billingType) deve ser informada.'),
  missing('value', 'O valor da assinatura deve ser informado.'),
  missing('nextDueDate', 'O vencimento da primeira cobrança deve ser informado.'),
  missing('cycle', 'A periodicidade (cycle) deve ser informada.'),
]

const absent = (value: unknown) => value === undefined || value === null || value === ''

function firstMissing(
  body: Json | undefined,
  fields: { field: string; description: string }[],
  prefix = '',
): AsaasError | undefined {
  const found = fields.find(({ field }) => absent(body?.[field]))
  return found && { code: `invalid_${prefix}${found.field}`, description: found.description }
}

/** The card, its holder and the buyer's address, unless a saved card's token stands for them. */
function cardFields(body: Json | undefined): AsaasError | undefined {
  if (absent(body?.creditCardToken)) {
    if (absent(body?.creditCard)) {
      return { code: 'invalid_creditCard', description: 'Informe os dados do cartão de crédito.' }
    }
    const card = firstMissing(body?.creditCard, CARD, 'creditCard.')
    if (card) return card
    if (absent(body?.creditCardHolderInfo)) {
      return {
        code: 'invalid_creditCardHolderInfo',
        description: 'Informe os dados do titular do cartão.',
      }
    }
    const holder = firstMissing(body?.creditCardHolderInfo, HOLDER, 'creditCardHolderInfo.')
    if (holder) return holder
  }
  return firstMissing(body, [REMOTE_IP])
}

/** A body that brings a card (or its token): the operation's card variant. */
const bringsCard = (body: Json | undefined) =>
  !absent(body?.creditCard) || !absent(body?.creditCardToken)

/**
 * The first required field this request lacks, or undefined. `operation` is the method and the
 * path with `{id}` for a path parameter.
 */
export function missingField(operation: string, body: Json | undefined): AsaasError | undefined {
  switch (operation) {
    case 'POST /customers':
      return firstMissing(body, CUSTOMER)
    case 'POST /payments':
      return firstMissing(body, PAYMENT) ?? (bringsCard(body) ? cardFields(body) : undefined)
    case 'POST /subscriptions':
      return firstMissing(body, SUBSCRIPTION) ?? (bringsCard(body) ? cardFields(body) : undefined)
    case 'POST /creditCard/tokenizeCreditCard':
      return (
        firstMissing(body, [missing('customer', 'Customer inválido ou não informado.')]) ??
        (absent(body?.creditCard)
          ? { code: 'invalid_creditCard', description: 'Informe os dados do cartão de crédito.' }
          : cardFields({ ...body, creditCardToken: undefined }))
      )
    case 'PUT /subscriptions/{id}/creditCard':
      return cardFields(body)
    default:
      return undefined
  }
}
