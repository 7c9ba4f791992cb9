import { randomUUID } from 'node:crypto'
import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { HTTPException } from 'hono/http-exception'
import type { Db } from '../../db/database.ts'
import { uniqueViolation } from '../../db/errors.ts'
import type { UserRow } from '../auth/sessions.ts'

/** The fields a person gives at registration or in the profile, in their stored forms. */
export interface UserFields {
  name: string
  email: string
  phone: string
  document: string
  birthdate: string
  gender: 'male' | 'female'
  zipCode: string
  state: string
  city: string
  neighborhood: string
  address: string
  addressNumber: string
  complement?: string | undefined
}

const toColumns = (fields: Partial<UserFields>) => ({
  name: fields.name,
  email: fields.email,
  phone: fields.phone,
  document: fields.document,
  birthdate: fields.birthdate,
  gender: fields.gender,
  zip_code: fields.zipCode,
  state: fields.state,
  city: fields.city,
  neighborhood: fields.neighborhood,
  address: fields.address,
  address_number: fields.addressNumber,
  complement: fields.complement,
})

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst()
}

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
}

/** 409 when another account already holds this e-mail or document. */
export async function assertUnique(
  db: Db,
  fields: { email?: string | undefined; document?: string | undefined },
  exceptUserId?: string,
): Promise<void> {
  const clash = async (column: 'email' | 'document', value: string | undefined) => {
    if (!value) return false
    let query = db.selectFrom('users').select('id').where(column, '=', value)
    if (exceptUserId) query = query.where('id', '!=', exceptUserId)
    return (await query.executeTakeFirst()) !== undefined
  }
  if (await clash('email', fields.email))
    throw new HTTPException(409, { message: API_MESSAGES.emailTaken })
  if (await clash('document', fields.document)) {
    throw new HTTPException(409, { message: API_MESSAGES.documentTaken })
  }
}

/** Two registrations racing past assertUnique: the unique index decides, still as a 409. */
function asConflict(error: unknown): unknown {
  const clash = uniqueViolation(error)
  if (!clash) return error
  const onDocument = clash.constraint.includes('users_document_key')
  return new HTTPException(409, {
    message: onDocument ? API_MESSAGES.documentTaken : API_MESSAGES.emailTaken,
  })
}

export type NewUser = UserFields & { passwordHash: string; termsAcceptedAt: Date; now: Date }

const newUserRow = (fields: NewUser) => ({
  id: randomUUID(),
  name: fields.name,
  email: fields.email,
  phone: fields.phone,
  document: fields.document,
  birthdate: fields.birthdate,
  gender: fields.gender,
  zip_code: fields.zipCode,
  state: fields.state,
  city: fields.city,
  neighborhood: fields.neighborhood,
  address: fields.address,
  address_number: fields.addressNumber,
  complement: fields.complement ?? null,
  accepted_terms: true,
  terms_accepted_at: fields.termsAcceptedAt,
  password_hash: fields.passwordHash,
  created_at: fields.now,
  updated_at: fields.now,
})

export async function insertUser(db: Db, fields: NewUser): Promise<UserRow> {
  try {
    return await db
      .insertInto('users')
      .values(newUserRow(fields))
      .returningAll()
      .executeTakeFirstOrThrow()
  } catch (error) {
    throw asConflict(error)
  }
}

/** The new account, or undefined when the e-mail or document already has one (no error). */
export function insertUserIfNew(db: Db, fields: NewUser): Promise<{ id: string } | undefined> {
  return db
    .insertInto('users')
    .values(newUserRow(fields))
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst()
}

export async function updateUser(
  db: Db,
  id: string,
  fields: Partial<UserFields>,
  now: Date,
): Promise<UserRow> {
  const columns = Object.fromEntries(
    Object.entries(toColumns(fields)).filter(([, value]) => value !== undefined),
  )
  try {
    return await db
      .updateTable('users')
      .set({ ...columns, updated_at: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow()
  } catch (error) {
    throw asConflict(error)
  }
}

export async function setPasswordHash(db: Db, id: string, hash: string, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: hash, updated_at: now })
    .where('id', '=', id)
    .execute()
}
