import type { Metric, Registry } from 'prom-client'

/** Seconds: the upper bounds of the latency buckets. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/** What prom-client's registry reads of a metric to write it out (its `get()`). */
interface MetricValue {
  value: number
  labels: Record<string, string | number>
  metricName?: string
}

/** One method and route: its answers by status, and its latencies by bucket. */
interface RouteSeries {
  method: string
  route: string
  statuses: Map<number, number>
  /** Observations per bucket, not cumulative; the last one is past the largest bound. */
  buckets: Float64Array
  sum: number
  count: number
}

function newSeries(method: string, route: string): RouteSeries {
  return {
    method,
    route,
    statuses: new Map(),
    buckets: new Float64Array(LATENCY_BUCKETS.length + 1),
    sum: 0,
    count: 0,
  }
}

function bucketOf(seconds: number): number {
  let index = 0
  while (index < LATENCY_BUCKETS.length && seconds > (LATENCY_BUCKETS[index] as number)) index++
  return index
}

function countValues(series: Iterable<RouteSeries>): MetricValue[] {
  const values: MetricValue[] = []
  for (const { method, route, statuses } of series) {
    for (const [status, value] of statuses) {
      values.push({ value, labels: { method, route, status: String(status) } })
    }
  }
  return values
}

/** As prom-client's Histogram writes its series: cumulative buckets, +Inf, sum, count. */
function latencyValues(name: string, series: Iterable<RouteSeries>): MetricValue[] {
  const values: MetricValue[] = []
  for (const { method, route, buckets, sum, count } of series) {
    let below = 0
    LATENCY_BUCKETS.forEach((le, index) => {
      below += buckets[index] ?? 0
      values.push({ value: below, labels: { le, method, route }, metricName: `${name}_bucket` })
    })
    values.push(
      { value: count, labels: { le: '+Inf', method, route }, metricName: `${name}_bucket` },
      { value: sum, labels: { method, route }, metricName: `${name}_sum` },
      { value: count, labels: { method, route }, metricName: `${name}_count` },
    )
  }
  return values
}

/**
 * `http_requests_total` (by method, route and status) and `http_request_duration_seconds` (by
 * method and route), counted in plain numbers kept per route and written out by the registry as
 * it writes its own Counter and Histogram. Not those two: each of their calls builds a string of
 * its labels to find the series, and a histogram's allocates a closure and two objects, about a
 * microsecond on every request; here the route pattern and method find it in two maps.
 */
export function requestMetrics(registry: Registry) {
  let routes = new Map<string, Map<string, RouteSeries>>()
  const all = function* () {
    for (const methods of routes.values()) yield* methods.values()
  }
  const metric = (name: string, help: string, type: string, values: () => MetricValue[]) => ({
    name,
    help,
    type,
    aggregator: 'sum',
    get: async () => ({ name, help, type, aggregator: 'sum', values: values() }),
    // The registry's resetMetrics(): both start over, as they count the same requests.
    reset: () => {
      routes = new Map()
    },
  })
  const counter = metric(
    'http_requests_total',
    'Requisições da API por método, rota e status',
    'counter',
    () => countValues(all()),
  )
  const latency = metric(
    'http_request_duration_seconds',
    'Tempo de resposta da API por método e rota',
    'histogram',
    () => latencyValues(latency.name, all()),
  )
  for (const written of [counter, latency]) registry.registerMetric(written as unknown as Metric)

  return (method: string, route: string, status: number, seconds: number): void => {
    let methods = routes.get(route)
    if (!methods) {
      methods = new Map()
      routes.set(route, methods)
    }
    let series = methods.get(method)
    if (!series) {
      series = newSeries(method, route)
      methods.set(method, series)
    }
    series.statuses.set(status, (series.statuses.get(status) ?? 0) + 1)
    const bucket = bucketOf(seconds)
    series.buckets[bucket] = (series.buckets[bucket] ?? 0) + 1
    series.sum += seconds
    series.count += 1
  }
}
