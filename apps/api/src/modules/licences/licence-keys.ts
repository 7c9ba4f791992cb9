import { CLOCK_TOLERANCE_MS, LICENCE_MAX_LIFE_MS } from '@atendimento/domain/devices/licence'
import type { Jwks } from '@atendimento/domain/schemas/oauth'
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose'
import { sql } from 'kysely'
import type { Clock } from '../../clock.ts'
import type { Db } from '../../db/database.ts'
import { audit } from '../../ops/audit.ts'
import { type SealingKeys, seal, unseal } from './sealed-keys.ts'

/** EdDSA with Ed25519 (RFC 8037), as the licence's header says. */
export const LICENCE_ALG = 'EdDSA'

// The advisory lock of key changes: any number, the same in every process.
const KEYS_LOCK = 23_2026_11

/**
 * How long a retired key stays published: every licence it signed was issued before it retired
 * and lives at most 14 days, plus the clock difference a client forgives.
 */
export const RETIRED_KEY_PUBLISHED_MS = LICENCE_MAX_LIFE_MS + CLOCK_TOLERANCE_MS

async function newKeyRow(keys: SealingKeys, now: Date) {
  const { publicKey, privateKey } = await generateKeyPair(LICENCE_ALG, {
    crv: 'Ed25519',
    extractable: true,
  })
  const publicJwk = await exportJWK(publicKey)
  // RFC 7638's thumbprint: a stable id any client can recompute from the key itself.
  const kid = await calculateJwkThumbprint(publicJwk)
  const privateJwk = await exportJWK(privateKey)
  return {
    kid,
    public_jwk: JSON.stringify({ ...publicJwk, kid, alg: LICENCE_ALG, use: 'sig' }),
    private_jwk_sealed: await seal(keys, JSON.stringify(privateJwk)),
    created_at: now,
  }
}

/** Runs `work` in a transaction that holds the key lock: key changes happen one at a time. */
function underKeyLock<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${KEYS_LOCK})`.execute(trx)
    return work(trx)
  })
}

const currentKey = (db: Db) =>
  db.selectFrom('signing_keys').select('kid').where('retired_at', 'is', null).executeTakeFirst()

/**
 * Makes the first signing key if there is none (first start). Two processes starting at once
 * make one key: the second waits for the lock and finds it.
 */
export async function ensureSigningKey(db: Db, keys: SealingKeys, now: Date): Promise<string> {
  const existing = await currentKey(db)
  if (existing) return existing.kid
  // Made before the lock: sealing may read the database's own secret, outside the transaction.
  const row = await newKeyRow(keys, now)
  return underKeyLock(db, async (trx) => {
    const found = await currentKey(trx)
    if (found) return found.kid
    await trx.insertInto('signing_keys').values(row).execute()
    await audit(trx, {
      kind: 'licence_key.created',
      at: now,
      userId: null,
      detail: { kid: row.kid },
    })
    return row.kid
  })
}

/**
 * `npm run keys -- rotate`: a new key signs from now on; the old one stays published until
 * every licence it signed has expired. Safe with two processes (one lock, and the database
 * allows one current key).
 */
export async function rotateSigningKey(db: Db, keys: SealingKeys, now: Date) {
  const row = await newKeyRow(keys, now)
  return underKeyLock(db, async (trx) => {
    const retired = await trx
      .updateTable('signing_keys')
      .set({
        retired_at: now,
        publish_until: new Date(now.getTime() + RETIRED_KEY_PUBLISHED_MS),
      })
      .where('retired_at', 'is', null)
      .returning('kid')
      .execute()
    await trx.insertInto('signing_keys').values(row).execute()
    await audit(trx, {
      kind: 'licence_key.rotated',
      at: now,
      userId: null,
      detail: { kid: row.kid, retired: retired.map((key) => key.kid).join(',') },
    })
    return { kid: row.kid, retired: retired.map((key) => key.kid) }
  })
}

/** Keys whose licences have all expired are no longer published: they go. */
export async function pruneSigningKeys(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('signing_keys').where('publish_until', '<', now).execute()
}

export interface Signer {
  kid: string
  key: Awaited<ReturnType<typeof importJWK>>
}

/** The signing key (read at most once per `ttlMs`) and the published ones. */
export interface Keyring {
  signer(): Promise<Signer>
  jwks(): Promise<Jwks>
}

/** The keys to publish: the current one and the retired ones whose licences may still live. */
async function publishedKeys(db: Db, now: Date): Promise<Jwks> {
  const rows = await db
    .selectFrom('signing_keys')
    .select('public_jwk')
    .where((eb) => eb.or([eb('publish_until', 'is', null), eb('publish_until', '>', now)]))
    // The signing key first, then the retired ones, newest first.
    .orderBy(sql`retired_at is null`, 'desc')
    .orderBy('created_at', 'desc')
    .execute()
  return { keys: rows.map((row) => row.public_jwk as unknown as Jwks['keys'][number]) }
}

/**
 * The signer is kept in memory, so a licence costs no key read nor decryption: a rotation made
 * by another process (or the CLI) takes over here within `ttlMs`, while the old key stays
 * published. The published keys are read each time (a client asks for them rarely), so a key
 * another process already signs with is never missing from them.
 */
export function createKeyring({
  db,
  keys,
  clock,
  ttlMs = 60_000,
}: {
  db: Db
  keys: SealingKeys
  clock: Clock
  ttlMs?: number
}): Keyring {
  let kept: { until: number; signer: Promise<Signer> } | undefined

  async function load(): Promise<Signer> {
    await ensureSigningKey(db, keys, clock.now())
    const current = await db
      .selectFrom('signing_keys')
      .select(['kid', 'private_jwk_sealed'])
      .where('retired_at', 'is', null)
      .executeTakeFirstOrThrow()
    const privateJwk = JSON.parse(await unseal(keys, current.private_jwk_sealed)) as JWK
    return { kid: current.kid, key: await importJWK(privateJwk, LICENCE_ALG) }
  }

  return {
    signer() {
      const now = clock.now().getTime()
      if (kept && kept.until > now) return kept.signer
      // One read for every licence asked while it runs; a failed read is not kept.
      const signer = load()
      kept = { until: now + ttlMs, signer }
      signer.catch(() => {
        if (kept?.signer === signer) kept = undefined
      })
      return signer
    },
    async jwks() {
      await ensureSigningKey(db, keys, clock.now())
      return publishedKeys(db, clock.now())
    },
  }
}
