/**
 * The unique constraint a failed write ran into, or undefined for any other error. PostgreSQL
 * (pg) reports code 23505 with the constraint; PGlite reports the same code.
 */
export function uniqueViolation(error: unknown): { constraint: string } | undefined {
  const { code, constraint, message } = (error ?? {}) as {
    code?: string
    constraint?: string
    message?: string
  }
  if (code !== '23505' && !String(message).includes('duplicate key')) return undefined
  return { constraint: constraint ?? String(message) }
}

// SQLSTATE class 08 (connection exception), 57P01-57P04 (the server shutting down, crashed or
// still starting), 53300 (too many connections), and a socket that could not reach it.
const UNAVAILABLE_CODES =
  /^(08...|57P0[1-4]|53300|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN)$/
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection error|not queryable|timeout exceeded when trying to connect|the database system is (starting up|shutting down|in recovery mode)/i

/** True when the database could not be reached (down, restarting, unreachable), not a bad query. */
export function databaseUnavailable(error: unknown): boolean {
  const { code, message, errors, cause } = (error ?? {}) as {
    code?: unknown
    message?: unknown
    errors?: unknown
    cause?: unknown
  }
  if (typeof code === 'string' && UNAVAILABLE_CODES.test(code)) return true
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true
  // Node reports a refused connection to every address of a host as an AggregateError.
  if (Array.isArray(errors) && errors.some(databaseUnavailable)) return true
  return cause !== undefined && cause !== error && databaseUnavailable(cause)
}
