import { describe, expect, it } from 'vitest'
import { addDays, DATE_UNAVAILABLE, formatDate, formatDateOr } from './dates.ts'

describe('dates: dd/mm/aaaa in America/Sao_Paulo', () => {
  it.each([
    ['2024-12-15', '15/12/2024'],
    ['2025-09-18', '18/09/2025'],
    ['2026-07-10T15:00:00.000Z', '10/07/2026'],
    // 02:00 UTC is still the day before in São Paulo (UTC-3).
    ['2026-07-10T02:00:00.000Z', '09/07/2026'],
    ['ontem', ''],
  ])('formatDate(%s) is %j', (iso, text) => {
    expect(formatDate(iso)).toBe(text)
  })

  it.each([
    [null, DATE_UNAVAILABLE],
    [undefined, DATE_UNAVAILABLE],
    ['', DATE_UNAVAILABLE],
    ['x', DATE_UNAVAILABLE],
    ['2024-12-15', '15/12/2024'],
  ])("formatDateOr(%j) is %s ('Data não disponível' when missing)", (iso, text) => {
    expect(formatDateOr(iso)).toBe(text)
    expect(DATE_UNAVAILABLE).toBe('Data não disponível')
  })

  it('adds days to an instant', () => {
    expect(addDays('2026-07-01T00:00:00.000Z', 30)).toBe('2026-07-31T00:00:00.000Z')
  })
})
