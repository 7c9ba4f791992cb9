import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

/**
 * The licence's private keys are kept sealed (AES-256-GCM): with LICENCE_KEY_SECRET when the
 * operator sets one, so a copy of the database alone cannot sign licences; otherwise with a key
 * the server made on first start and keeps in the database (like the card-fingerprint key), so
 * `npm start` needs no configuration. The sealed text says which one sealed it.
 */
export type SealSource = 'env' | 'db'

export interface SealingKeys {
  /** LICENCE_KEY_SECRET, when set. */
  env: string | undefined
  /** The database's own secret (ops/app-secrets.ts). */
  db: () => Promise<string>
}

const aesKey = (secret: string) => createHash('sha256').update(secret).digest()

export async function seal(keys: SealingKeys, plain: string): Promise<string> {
  const source: SealSource = keys.env ? 'env' : 'db'
  const secret = keys.env ?? (await keys.db())
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', aesKey(secret), iv)
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  const parts = [iv, body, cipher.getAuthTag()].map((part) => part.toString('base64url'))
  return [source, ...parts].join('.')
}

export class SealedKeyError extends Error {}

export async function unseal(keys: SealingKeys, sealed: string): Promise<string> {
  const [source, iv = '', body = '', tag = ''] = sealed.split('.')
  if (source === 'env' && !keys.env) {
    throw new SealedKeyError(
      'A chave de assinatura das licenças foi selada com LICENCE_KEY_SECRET, que não está definida.',
    )
  }
  const secret = source === 'env' ? (keys.env as string) : await keys.db()
  try {
    const decipher = createDecipheriv('aes-256-gcm', aesKey(secret), Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    const plain = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()])
    return plain.toString('utf8')
  } catch {
    throw new SealedKeyError(
      'Não foi possível abrir a chave de assinatura das licenças: LICENCE_KEY_SECRET mudou?',
    )
  }
}
