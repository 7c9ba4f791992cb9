// autocannon runs from this process while the server under test runs in another.
import autocannon from 'autocannon'

export function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: 50, duration: 10, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    )
  })
}

export const summary = (result) => ({
  rps: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.timeouts + result.non2xx,
})

export const ms = (value) => `${value} ms`
