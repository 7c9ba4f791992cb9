// The bench switches the rate limits off through their documented variables (0 = off), for
// the buckets it hammers; every test runs with them on.
export function noRateLimits(buckets) {
  return Object.fromEntries(
    buckets.flatMap((bucket) => [
      [`RATE_LIMIT_${bucket}_PER_MINUTE`, '0'],
      [`RATE_LIMIT_${bucket}_PER_ACCOUNT_PER_MINUTE`, '0'],
    ]),
  )
}
