import type { UserRow } from '../auth/sessions.ts'

/** The user as the API shows it (the domain's public user): never the password hash. */
export function toPublicUser(row: UserRow) {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    document: row.document,
    birthdate: row.birthdate,
    gender: row.gender,
    zipCode: row.zip_code,
    state: row.state,
    city: row.city,
    neighborhood: row.neighborhood,
    address: row.address,
    addressNumber: row.address_number,
    ...(row.complement ? { complement: row.complement } : {}),
    acceptedTerms: row.accepted_terms,
    termsAcceptedAt: row.terms_accepted_at.toISOString(),
    createdAt: row.created_at.toISOString(),
    role: row.role,
  }
}
export type PublicUser = ReturnType<typeof toPublicUser>
