// The yardstick: the same Node, Hono and JSON serialisation with no database and no middleware.
import { serve } from '@hono/node-server'
import { Hono } from 'hono'

// Read by name: the bench is no turbo task, so turbo.json need not list its variables.
const { BARE_BODY, BARE_PATH = '/api/plan', PORT } = process.env
const body = JSON.parse(BARE_BODY ?? '{"message":"Sucesso","data":[]}')
const app = new Hono().on(['GET', 'POST'], BARE_PATH, (c) => c.json(body))
serve({ fetch: app.fetch, port: Number(PORT), hostname: '127.0.0.1' }, () => {
  process.send?.('ready')
})
