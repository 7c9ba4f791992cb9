import { expect } from 'vitest'

export type TypedCard = { number: string; ccv: string }

/**
 * Fails when `text` (logs, rows, a dump) carries a typed card's number, its first digits or its
 * CCV, or a field named after the CCV. A CCV is typed as a string, so it only counts as a quoted or
 * whitespace-delimited value: the same digits inside a timestamp, a UUID, a hash or a JSON number
 * (a duration in milliseconds) are chance, and once made a test flaky.
 */
export function expectNoCardData(text: string, cards: readonly TypedCard[], where: string) {
  for (const { number, ccv } of cards) {
    expect(text, `${where}: número ${number}`).not.toContain(number)
    // Not even the first digits beyond the brand's: only the last four may be kept.
    expect(text, `${where}: início de ${number}`).not.toContain(number.slice(0, -4))
    expect(text, `${where}: CCV ${ccv}`).not.toMatch(
      new RegExp(`(^|[\\s"'=])${ccv}(["'\\s]|$)`, 'm'),
    )
  }
  expect(text, where).not.toMatch(/["'\s(,](ccv|cvv|cvc|security.?code)["'\s:,)]/i)
}
