// Closed-loop clients for the mixed load: each client sends its next request when the last one
// is answered, over a keep-alive connection of its own. Every client is connected and has been
// answered once before the clock starts. Node accepts one new connection per turn of its event
// loop (libuv since 1.45), so 200 clients connecting at once to a server already saturated by
// the first ones wait seconds just to be accepted: a connection storm, not the steady load this
// figure is about (docs/benchmarks.md measures that storm on its own).
import http from 'node:http'

const TIMEOUT_MS = 10_000

function send(agent, url, { method = 'GET', path, headers = {}, body }) {
  return new Promise((resolve) => {
    const started = performance.now()
    const request = http.request(new URL(path, url), { method, headers, agent }, (response) => {
      response.resume()
      response.once('end', () =>
        resolve({ ok: response.statusCode >= 200 && response.statusCode < 300, started }),
      )
    })
    request.setTimeout(TIMEOUT_MS, () => request.destroy(new Error('timeout')))
    request.once('error', () => resolve({ ok: false, started }))
    request.end(body)
  })
}

function percentile(sorted, p) {
  if (sorted.length === 0) return 0
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))])
}

/**
 * `clients` closed-loop clients on each route, all connected and answered once, then measured
 * for `seconds`. Per route: req/s, p50, p99 and errors (a timeout after 10 s, a failed
 * connection or an answer outside 2xx), like the autocannon figures elsewhere in the bench.
 */
export async function closedLoop(url, routes, { clients = 50, seconds }) {
  const stats = routes.map(() => ({ latencies: [], errors: 0 }))
  const connected = { count: 0 }
  let measuring = false
  let running = true
  let measureStart = 0
  let measureEnd = Number.POSITIVE_INFINITY

  const loops = routes.flatMap((route, index) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: clients })
    return Array.from({ length: clients }, async () => {
      let warmedUp = false
      while (running) {
        const result = await send(agent, url, route)
        const finished = performance.now()
        if (!warmedUp) {
          warmedUp = true
          connected.count += 1
        } else if (measuring && finished >= measureStart && finished <= measureEnd) {
          if (result.ok) stats[index].latencies.push(finished - result.started)
          else stats[index].errors += 1
        }
      }
      agent.destroy()
    })
  })
  const everyone = routes.length * clients
  const ramp = performance.now()
  while (connected.count < everyone && performance.now() - ramp < 120_000) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  measureStart = performance.now()
  measuring = true
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000))
  measureEnd = performance.now()
  running = false
  await Promise.all(loops)

  const elapsed = (measureEnd - measureStart) / 1000
  return routes.map((route, index) => {
    const { latencies, errors } = stats[index]
    latencies.sort((a, b) => a - b)
    return {
      label: route.label,
      rps: Math.round(latencies.length / elapsed),
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      errors,
      connectSeconds: (measureStart - ramp) / 1000,
    }
  })
}
