/** One structured log line; the server writes it with pino, tests usually drop it. */
export type LogLine = { level: 'debug' | 'info' | 'warn' | 'error'; msg: string } & Record<
  string,
  unknown
>
export type Log = (line: LogLine) => void

export const silentLog: Log = () => {}
