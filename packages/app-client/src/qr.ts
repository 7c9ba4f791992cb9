import { encode } from 'uqr'

/** A QR code as rows of dark (true) and light modules, quiet zone included: draw it as you like. */
export type QrMatrix = boolean[][]

export function qrMatrix(text: string): QrMatrix {
  return encode(text, { ecc: 'M', border: 2 }).data
}
