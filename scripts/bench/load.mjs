// autocannon runs from this process while the server under test runs in another.
import { readFileSync } from 'node:fs'
import autocannon from 'autocannon'

/**
 * CPU time (user + system, ms) a process has used so far, from /proc (Linux; undefined
 * elsewhere). Requests per second fall when other programs share the cores; the server's CPU
 * time per request hardly moves, so it is the figure to compare between runs and machines.
 */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
    // utime and stime, fields 14 and 15 of proc(5), in clock ticks of 10 ms on Linux.
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return undefined
  }
}

export function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: 50, duration: 10, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    )
  })
}

export const summary = (result, cpu) => ({
  rps: Math.round(result.requests.average),
  // Server CPU µs per answered request, when measured.
  cpuUs:
    cpu === undefined ? undefined : Math.round((cpu * 1000) / Math.max(1, result.requests.total)),
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.timeouts + result.non2xx,
})

export const ms = (value) => `${value} ms`
