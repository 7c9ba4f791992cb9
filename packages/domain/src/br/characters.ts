/** Keeps only the digits 0-9. */
export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '')
}

/** Keeps 0-9 and A-Z, uppercasing letters first: the alphabet of the alphanumeric CNPJ. */
export function onlyAlphanumeric(value: string): string {
  return value.toUpperCase().replace(/[^0-9A-Z]/g, '')
}

/**
 * Places characters into the `#` slots of a pattern as far as they go, so a value still being
 * typed shows only the separators it has reached: ('123', '(##)####') gives '(12)3'.
 */
export function applyPattern(characters: string, pattern: string): string {
  let output = ''
  let next = 0
  for (const slot of pattern) {
    if (next >= characters.length) break
    if (slot === '#') {
      output += characters[next]
      next += 1
    } else {
      output += slot
    }
  }
  return output
}
