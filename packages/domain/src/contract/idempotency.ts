/**
 * Idempotent writes, as Stripe's API does them: the client sends an `Idempotency-Key` header
 * (a random UUID per action, kept for the retries of that action); the server keeps the first
 * answer for a day, keyed by the caller and the key, and answers a repeat with it, marked by
 * `Idempotent-Replayed: true`. A key sent again with a different request is refused (422): it
 * would otherwise answer a new action with an old one's result.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key'
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed'

/** How long a first answer is kept to answer a repeat: a day, like Stripe's. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000

export const IDEMPOTENCY_KEY_MAX_LENGTH = 255

/** A key the server takes: 1 to 255 visible ASCII characters (a UUID, say). */
export function isIdempotencyKey(value: string): boolean {
  return value.length <= IDEMPOTENCY_KEY_MAX_LENGTH && /^[\x21-\x7e]+$/.test(value)
}

export const IDEMPOTENCY_KEY_DESCRIPTION =
  'Chave de idempotência (como a da API da Stripe): um valor único por ação, como um UUID v4, repetido só nas novas tentativas da mesma ação. Um pedido repetido com a mesma chave, pela mesma conta, nas 24 horas seguintes recebe a resposta do primeiro (com o cabeçalho `Idempotent-Replayed: true`) em vez de ser feito de novo; se o primeiro ainda está em andamento, o repetido espera por ele. A mesma chave com outro pedido (outra rota ou outro corpo) recebe 422. Respostas 5xx e 429 não ficam guardadas: a nova tentativa é feita de novo. Sem a chave, o pedido é feito normalmente.'
