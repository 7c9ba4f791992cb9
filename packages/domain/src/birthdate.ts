import { DISPLAY_TIME_ZONE } from './dates.ts'

/**
 * Minimum age to hold an account: 18. An account here exists to sign a paid contract (a
 * subscription charged to a card) and to accept the terms alone; under the Código Civil (arts.
 * 3 to 5) a person of 16 or 17 is only relatively capable and needs a parent or guardian to
 * contract, which a self-service sign-up cannot check. 16 would only fit a free service.
 */
export const MINIMUM_AGE = 18
/** Older than this is a typing slip (a year of 1092 for 1992), not a customer. */
export const MAXIMUM_AGE = 130

export const BIRTHDATE_MESSAGES = {
  future: 'A data de nascimento não pode estar no futuro',
  tooYoung: `É preciso ter pelo menos ${MINIMUM_AGE} anos para criar uma conta`,
  tooOld: 'Confira o ano da data de nascimento',
} as const

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0')

/**
 * The calendar day `years` years after `iso` (YYYY-MM-DD). A 29 February lands on 1 March in a
 * common year: the Código Civil (art. 132, § 3) ends a period of years on the day after when
 * the same day does not exist.
 */
export function addYears(iso: string, years: number): string {
  const match = ISO_DATE.exec(iso)
  if (!match) return iso
  const year = Number(match[1]) + years
  const [month, day] = [match[2], match[3]]
  if (month === '02' && day === '29' && !isLeapYear(year)) return `${pad(year, 4)}-03-01`
  return `${pad(year, 4)}-${month}-${day}`
}

/** The calendar day (YYYY-MM-DD) an instant falls on in São Paulo. */
export function calendarDay(instant: Date | string, timeZone = DISPLAY_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(instant))
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

/**
 * What is wrong with a birthdate given today's calendar day (both YYYY-MM-DD), or null: not in
 * the future, at least MINIMUM_AGE years ago (the birthday itself counts), at most MAXIMUM_AGE.
 * A text that is not a date is left to the schema's own message.
 */
export function birthdateProblem(birthdate: string, today: string): string | null {
  if (!ISO_DATE.test(birthdate) || !ISO_DATE.test(today)) return null
  // ISO dates compare as text.
  if (birthdate > today) return BIRTHDATE_MESSAGES.future
  if (addYears(birthdate, MINIMUM_AGE) > today) return BIRTHDATE_MESSAGES.tooYoung
  if (addYears(birthdate, MAXIMUM_AGE + 1) <= today) return BIRTHDATE_MESSAGES.tooOld
  return null
}
