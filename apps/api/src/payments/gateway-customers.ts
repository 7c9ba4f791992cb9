import type { ApiContext } from '../context.ts'
import type { UserRow } from '../modules/auth/sessions.ts'

/** The user's customer id at the gateway, created there on the first payment. */
export async function gatewayCustomerRef(
  { db, gateway }: Pick<ApiContext, 'db' | 'gateway'>,
  user: UserRow,
): Promise<string> {
  const known = await db
    .selectFrom('gateway_customers')
    .select('customer_ref')
    .where('user_id', '=', user.id)
    .where('gateway', '=', gateway.name)
    .executeTakeFirst()
  if (known) return known.customer_ref
  const customerRef = await gateway.ensureCustomer({
    userId: user.id,
    name: user.name,
    email: user.email,
    cpfCnpj: user.document,
    phone: user.phone,
    postalCode: user.zip_code,
    addressNumber: user.address_number,
  })
  await db
    .insertInto('gateway_customers')
    .values({ user_id: user.id, gateway: gateway.name, customer_ref: customerRef })
    .onConflict((oc) => oc.columns(['user_id', 'gateway']).doNothing())
    .execute()
  return customerRef
}
