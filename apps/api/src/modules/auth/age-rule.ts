import { birthdateProblem, calendarDay } from '@atendimento/domain/birthdate'
import { HTTPException } from 'hono/http-exception'
import type { ApiContext } from '../../context.ts'

/**
 * Every way an account is made (registration, the anonymous checkout with a card or with Pix)
 * refuses a birthdate in the future or under the age rule. The schema checks the date's form;
 * its age needs today, which only the clock knows.
 */
export function refuseUnderage(ctx: ApiContext, birthdate: string) {
  const problem = birthdateProblem(birthdate, calendarDay(ctx.clock.now()))
  if (problem) throw new HTTPException(400, { message: problem })
}
