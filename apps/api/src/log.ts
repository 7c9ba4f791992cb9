/** One structured log line; the server writes it with pino, tests usually drop it. */
export type LogLine = { level: 'debug' | 'info' | 'warn' | 'error'; msg: string } & Record<
  string,
  unknown
>
/**
 * Writes one line. A writer that drops some levels (the server's pino below LOG_LEVEL) may say
 * which in `enabled`: a caller on every request's path asks first, rather than build a line
 * only to have it dropped.
 */
export type Log = ((line: LogLine) => void) & { enabled?: (level: LogLine['level']) => boolean }

export const silentLog: Log = () => {}
