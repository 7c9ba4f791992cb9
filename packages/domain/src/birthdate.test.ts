import { describe, expect, it } from 'vitest'
import {
  addYears,
  BIRTHDATE_MESSAGES,
  birthdateProblem,
  calendarDay,
  MINIMUM_AGE,
} from './birthdate.ts'

const TODAY = '2026-11-24'

describe('birthdate: in the past, and the person at least 18', () => {
  it('asks for 18 years', () => expect(MINIMUM_AGE).toBe(18))

  it.each([
    ['tomorrow', '2026-11-25', BIRTHDATE_MESSAGES.future],
    ['next year', '2027-01-01', BIRTHDATE_MESSAGES.future],
    ['today (a newborn)', TODAY, BIRTHDATE_MESSAGES.tooYoung],
    ['17 years and 364 days ago', '2008-11-25', BIRTHDATE_MESSAGES.tooYoung],
    ['16 years ago', '2010-11-24', BIRTHDATE_MESSAGES.tooYoung],
    ['18 years ago today (the birthday counts)', '2008-11-24', null],
    ['18 years and a day ago', '2008-11-23', null],
    ['an adult', '1990-05-17', null],
    ['130 years ago today', '1896-11-24', null],
    ['131 years ago', '1895-11-24', BIRTHDATE_MESSAGES.tooOld],
    ['a year typed with three digits', '0992-03-10', BIRTHDATE_MESSAGES.tooOld],
    // Not a date: the schema's own message ('Data de nascimento inválida') speaks.
    ['blank', '', null],
    ['dd/mm/aaaa', '24/11/2000', null],
  ])('%s (%s): %j', (_, birthdate, expected) => {
    expect(birthdateProblem(birthdate, TODAY)).toBe(expected)
  })

  it.each([
    // Born on 29 February: 18 on 1 March of a common year, on 29 February of a leap year.
    ['2008-02-29', '2026-02-28', BIRTHDATE_MESSAGES.tooYoung],
    ['2008-02-29', '2026-03-01', null],
    ['2010-02-28', '2028-02-28', null],
    ['2010-02-28', '2028-02-27', BIRTHDATE_MESSAGES.tooYoung],
  ])('born %s, on %s: %j', (birthdate, today, expected) => {
    expect(birthdateProblem(birthdate, today)).toBe(expected)
  })

  it.each([
    ['2008-02-29', 18, '2026-03-01'],
    ['2008-02-29', 16, '2024-02-29'],
    ['2000-12-31', 1, '2001-12-31'],
    ['0992-03-10', 18, '1010-03-10'],
  ])('addYears(%s, %i) is %s', (iso, years, expected) => {
    expect(addYears(iso, years)).toBe(expected)
  })

  it.each([
    // 02:00 UTC is still the day before in São Paulo (UTC-3).
    ['2026-11-24T02:00:00.000Z', '2026-11-23'],
    ['2026-11-24T03:00:00.000Z', '2026-11-24'],
    ['2026-12-31T23:59:59.000Z', '2026-12-31'],
  ])('calendarDay(%s) in São Paulo is %s', (instant, expected) => {
    expect(calendarDay(instant)).toBe(expected)
  })
})
