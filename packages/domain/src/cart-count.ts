/**
 * How many units a cart holds (spec: itemCount, the sum of quantities). On its own so the
 * header's badge can count without loading the rest of the cart rules.
 */
export function cartItemCount(items: readonly { quantity: number }[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0)
}
