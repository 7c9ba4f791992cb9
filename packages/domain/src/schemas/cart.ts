import * as v from 'valibot'
import { idSchema, isoTimestampSchema, TYPE_MESSAGES, textSchema } from './fields.ts'

const PRICE_MESSAGE = 'Preço inválido'
const QUANTITY_MESSAGE = 'A quantidade deve ser um número inteiro maior que zero'

/** Unit price in reais, as the catalogue gives it (34.9 is R$ 34,90). */
const reaisSchema = v.pipe(
  v.number(PRICE_MESSAGE),
  v.finite(PRICE_MESSAGE),
  v.minValue(0, PRICE_MESSAGE),
)

/** What a cart line remembers of its product, enough to show it without the catalogue. */
export const cartProductSchema = v.object(
  { id: idSchema, title: textSchema, category: textSchema },
  TYPE_MESSAGES.object,
)
export type CartProduct = v.InferOutput<typeof cartProductSchema>

export const cartVariantSchema = v.object(
  { id: idSchema, name: textSchema, price: reaisSchema },
  TYPE_MESSAGES.object,
)
export type CartVariant = v.InferOutput<typeof cartVariantSchema>

export const cartItemSchema = v.object(
  {
    /** The product id, or product id and variant id joined by a hyphen. */
    id: idSchema,
    productId: idSchema,
    product: cartProductSchema,
    variant: v.nullable(cartVariantSchema),
    quantity: v.pipe(
      v.number(QUANTITY_MESSAGE),
      v.integer(QUANTITY_MESSAGE),
      v.minValue(1, QUANTITY_MESSAGE),
    ),
    price: reaisSchema,
    createdAt: isoTimestampSchema,
  },
  TYPE_MESSAGES.object,
)
export type CartItem = v.InferOutput<typeof cartItemSchema>

/** The cart as the browser stores it: the items and when they were last saved (ms). */
export const storedCartSchema = v.object(
  {
    items: v.array(cartItemSchema, TYPE_MESSAGES.list),
    timestamp: v.pipe(v.number(TYPE_MESSAGES.number), v.finite(TYPE_MESSAGES.number)),
  },
  TYPE_MESSAGES.object,
)
export type StoredCart = v.InferOutput<typeof storedCartSchema>
