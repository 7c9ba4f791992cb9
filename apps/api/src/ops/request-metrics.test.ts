import { Counter, Histogram, Registry } from 'prom-client'
import { describe, expect, it } from 'vitest'
import { requestMetrics } from './request-metrics.ts'

const lines = async (registry: Registry) => (await registry.metrics()).split('\n').sort()

describe('the request metrics', () => {
  it("write what prom-client's own Counter and Histogram write for the same requests", async () => {
    const theirs = new Registry()
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'Requisições da API por método, rota e status',
      labelNames: ['method', 'route', 'status'],
      registers: [theirs],
    })
    const latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Tempo de resposta da API por método e rota',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [theirs],
    })
    const ours = new Registry()
    const count = requestMetrics(ours)
    const requestsMade: [string, string, number, number][] = [
      ['GET', '/api/plan', 200, 0.0004],
      ['GET', '/api/plan', 304, 0.005],
      ['GET', '/api/plan', 200, 12],
      ['POST', '/api/auth/login', 401, 0.05],
      ['POST', '/api/plan', 404, 0.1],
      ['GET', '/api/subscription/:id', 404, 0.011],
    ]
    for (const [method, route, status, seconds] of requestsMade) {
      requests.inc({ method, route, status: String(status) })
      latency.observe({ method, route }, seconds)
      count(method, route, status, seconds)
    }
    expect(await lines(ours)).toEqual(await lines(theirs))
    theirs.resetMetrics()
    ours.resetMetrics()
    expect(await lines(ours)).toEqual(await lines(theirs))
  })
})
