export const DISPLAY_TIME_ZONE = 'America/Sao_Paulo'
export const DATE_UNAVAILABLE = 'Data não disponível'

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/

const dayMonthYear = new Intl.DateTimeFormat('pt-BR', {
  timeZone: DISPLAY_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
})

/**
 * dd/mm/aaaa in São Paulo time. A bare date (YYYY-MM-DD, such as a release date or a birthdate)
 * is a calendar day, not an instant, so it is shown as written instead of shifted by the zone.
 * Unreadable input gives an empty text.
 */
export function formatDate(iso: string): string {
  const dateOnly = DATE_ONLY.exec(iso)
  if (dateOnly) return `${dateOnly[3]}/${dateOnly[2]}/${dateOnly[1]}`
  const instant = new Date(iso)
  return Number.isNaN(instant.getTime()) ? '' : dayMonthYear.format(instant)
}

/** Like formatDate, with 'Data não disponível' for a missing or unreadable date. */
export function formatDateOr(iso: string | null | undefined, fallback = DATE_UNAVAILABLE): string {
  return (iso && formatDate(iso)) || fallback
}

/** The instant `days` days after `iso`, as ISO text. */
export function addDays(iso: string, days: number): string {
  return new Date(new Date(iso).getTime() + days * 86_400_000).toISOString()
}

const dayMonthYearTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: DISPLAY_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

/** 'dd/mm/aaaa às hh:mm' in São Paulo time; unreadable input gives an empty text. */
export function formatDateTime(iso: string): string {
  const instant = new Date(iso)
  if (Number.isNaN(instant.getTime())) return ''
  return dayMonthYearTime.format(instant).replace(', ', ' às ')
}
