// The operator console's scale: 100,000 customers, one subscription each and 1,000,000
// payments, written by PostgreSQL itself (generate_series), in a few seconds, to a database the
// API has migrated. Customers' CPFs are valid (check digits computed in SQL) and unique; dates
// spread over the last year, so the month's and the 30 days' figures have work to do. Then
// VACUUM ANALYZE, as autovacuum would.
// `node scripts/bench/admin-seed.mjs DATABASE_URL` seeds a database on its own.
import pg from 'pg'

export const SCALE = { customers: 100_000, paymentsPerCustomer: 10 }

/** A CPF from a number: nine digits and its two check digits. */
const CPF_SQL = `
create or replace function pg_temp.cpf(n bigint) returns text language sql immutable as $$
  with base as (select lpad((n % 1000000000)::text, 9, '0') as d),
  first as (
    select d, (11 - (sum((substr(d, i, 1))::int * (11 - i)) % 11)) % 11 as r
    from base, generate_series(1, 9) as i group by d
  ),
  d1 as (select d || (case when r >= 10 then 0 else r end)::text as d from first),
  second as (
    select d, (11 - (sum((substr(d, i, 1))::int * (12 - i)) % 11)) % 11 as r
    from d1, generate_series(1, 10) as i group by d
  )
  select d || (case when r >= 10 then 0 else r end)::text from second
$$;`

export async function seedAdminScale(url, { customers, paymentsPerCustomer } = SCALE) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(CPF_SQL)
    await client.query('begin')
    // Customers: 1 to N, created over the last 365 days.
    await client.query(
      `insert into users (id, name, email, phone, document, birthdate, gender, zip_code, state,
         city, neighborhood, address, address_number, complement, accepted_terms,
         terms_accepted_at, password_hash, created_at, updated_at)
       select 'bench-user-' || n,
              (array['Ana','Bruno','Carla','Diego','Elisa','Fábio','Gabriela','Heitor'])[1 + n % 8]
                || ' ' || (array['Silva','Souza','Oliveira','Santos','Lima','Costa'])[1 + n % 6]
                || ' ' || n,
              'cliente' || n || '@bench.example', '11987654321', pg_temp.cpf(100000000 + n * 7),
              '1990-01-01', 'female', '01310100', 'SP', 'São Paulo', 'Bela Vista',
              'Avenida Paulista', '1000', null, true, now(), 'x',
              now() - (n % 365) * interval '1 day', now()
       from generate_series(1, $1::int) as n`,
      [customers],
    )
    // One subscription each: 80% active, 15% cancelled (some this month), 5% pending.
    await client.query(
      `insert into subscriptions (id, user_id, plan_id, status, price_cents, billing_cycle_days,
         next_billing_date, canceled_at, gateway, created_at, updated_at)
       select 'bench-sub-' || n, 'bench-user-' || n,
              (array['plano-essencial','plano-profissional','plano-trimestral'])[1 + n % 3],
              case when n % 20 < 16 then 'active' when n % 20 < 19 then 'canceled' else 'pending' end,
              (array[4990, 9990, 24990])[1 + n % 3], (array[30, 30, 90])[1 + n % 3],
              now() + (n % 30) * interval '1 day',
              case when n % 20 between 16 and 18 then now() - (n % 60) * interval '1 day' end,
              'sandbox', now() - (n % 365) * interval '1 day', now()
       from generate_series(1, $1::int) as n`,
      [customers],
    )
    // Payments: paid mostly, a failed renewal now and then, some Pix waiting, one per 36 days.
    await client.query(
      `insert into payments (id, subscription_id, user_id, plan_id, amount_cents, status, method,
         billing_date, paid_at, gateway, gateway_payment_ref, idempotency_key, created_at, updated_at)
       select 'bench-pay-' || n || '-' || k, 'bench-sub-' || n, 'bench-user-' || n,
              (array['plano-essencial','plano-profissional','plano-trimestral'])[1 + n % 3],
              (array[4990, 9990, 24990])[1 + n % 3],
              case when (n + k) % 50 = 0 then 'failed' when (n + k) % 97 = 0 then 'pending' else 'paid' end,
              case when (n + k) % 97 = 0 then 'pix' else 'credit_card' end,
              now() - ((k * 36 + n % 36)) * interval '1 day',
              case when (n + k) % 50 = 0 or (n + k) % 97 = 0 then null
                   else now() - ((k * 36 + n % 36)) * interval '1 day' end,
              'sandbox', 'bench-ref-' || n || '-' || k, 'bench-key-' || n || '-' || k,
              now() - ((k * 36 + n % 36)) * interval '1 day', now()
       from generate_series(1, $1::int) as n, generate_series(0, $2::int - 1) as k`,
      [customers, paymentsPerCustomer],
    )
    await client.query('commit')
    // What autovacuum does within a minute of such a load (its insert threshold): statistics for
    // the planner and the visibility map, without which every index-only read visits the table.
    await client.query('vacuum analyze')
  } catch (error) {
    await client.query('rollback').catch(() => {})
    throw error
  } finally {
    await client.end()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2] ?? process.env.DATABASE_URL
  if (!url) throw new Error('Uso: node scripts/bench/admin-seed.mjs DATABASE_URL')
  const started = performance.now()
  await seedAdminScale(url)
  console.log(`semeado em ${((performance.now() - started) / 1000).toFixed(1)} s`)
}
