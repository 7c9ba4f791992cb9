/**
 * The Pix 'copia e cola' code (BR Code): EMV fields (two-digit id, two-digit length, value)
 * closed by a CRC16-CCITT of everything before it, as the Banco Central's manual defines.
 * Pure, so the API's sandbox issues real codes and the tests check them without a library.
 */

export interface BrCodeInput {
  /** The receiver's Pix key (e-mail, phone, CPF/CNPJ or random key). */
  pixKey: string
  /** Up to 25 characters, shown by the payer's bank. */
  merchantName: string
  /** Up to 15 characters. */
  merchantCity: string
  amountCents: number
  /** The charge's id, up to 25 letters and digits ('***' when there is none). */
  txid: string
}

const field = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`

/** Letters without accents, as the EMV alphabet wants; cut to `max`. */
function plain(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .-]/g, '')
    .slice(0, max)
}

/** CRC16-CCITT (polynomial 0x1021, initial 0xFFFF), four upper-case hex digits. */
export function crc16(payload: string): string {
  let crc = 0xffff
  for (const byte of new TextEncoder().encode(payload)) {
    crc ^= byte << 8
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? (crc << 1) ^ 0x1021 : crc << 1
      crc &= 0xffff
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0')
}

export function brCode(input: BrCodeInput): string {
  const txid = input.txid.replace(/[^A-Za-z0-9]/g, '').slice(0, 25) || '***'
  const payload = [
    field('00', '01'),
    field('26', field('00', 'br.gov.bcb.pix') + field('01', input.pixKey)),
    field('52', '0000'),
    field('53', '986'),
    field('54', (input.amountCents / 100).toFixed(2)),
    field('58', 'BR'),
    field('59', plain(input.merchantName, 25)),
    field('60', plain(input.merchantCity, 15)),
    field('62', field('05', txid)),
    '6304',
  ].join('')
  return payload + crc16(payload)
}

/** The top-level fields of a code, or null when its lengths do not add up. */
export function parseBrCode(code: string): Map<string, string> | null {
  const fields = new Map<string, string>()
  let at = 0
  while (at < code.length) {
    const id = code.slice(at, at + 2)
    const length = Number(code.slice(at + 2, at + 4))
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || at + 4 + length > code.length) {
      return null
    }
    fields.set(id, code.slice(at + 4, at + 4 + length))
    at += 4 + length
  }
  return fields
}

/** A well-formed code whose CRC matches: what a bank app checks before showing the payment. */
export function isValidBrCode(code: string): boolean {
  const fields = parseBrCode(code)
  const crc = fields?.get('63')
  if (fields?.get('00') !== '01' || !crc || !code.endsWith(`6304${crc}`)) return false
  return crc16(code.slice(0, -4)) === crc
}

/** The amount a code asks for, in cents; null for a code without one. */
export function brCodeAmountCents(code: string): number | null {
  const amount = parseBrCode(code)?.get('54')
  return amount === undefined ? null : Math.round(Number(amount) * 100)
}
