// `npm run reconcile`: compares our books with Asaas now (the daily job, on demand) and prints the
// differences still open, each with what to do. Takes the data folder's lock like the other CLIs
// (run it with the server stopped on PGlite; on PostgreSQL any time).
import { RECONCILIATION_TEXTS } from '@atendimento/domain/admin/reconciliation'
import { systemClock } from '../clock.ts'
import { readConfig, type ServerConfig } from '../config.ts'
import { createContext } from '../context.ts'
import { type Db, openDatabase } from '../db/database.ts'
import type { Log } from '../log.ts'
import { consoleTransport } from '../mail/console-transport.ts'
import { createMailer } from '../mail/mailer.ts'
import { smtpTransport } from '../mail/smtp-transport.ts'
import { reconcileIfDue } from '../modules/reconciliation/reconciliation-job.ts'
import { listDifferences } from '../modules/reconciliation/reconciliation-routes.ts'
import { createAsaasGateway } from '../payments/asaas/asaas-gateway.ts'
import { createAsaasLedger } from '../payments/asaas/asaas-ledger.ts'

const log: Log = ({ level, msg, ...fields }) => {
  if (level === 'warn' || level === 'error') console.error(msg, fields)
}

async function run(
  db: Db,
  config: ServerConfig,
  asaas: Extract<ServerConfig['gateway'], { kind: 'asaas' }>,
) {
  const clock = systemClock
  const ctx = createContext({
    db,
    clock,
    log,
    // The customers told that their subscription ended get the server's own mail transport.
    mailer: createMailer({
      db,
      clock,
      log,
      transport: config.smtpUrl
        ? smtpTransport(config.smtpUrl, {
            from: config.mailFrom,
            replyTo: config.mailReplyTo,
            dkim: config.dkim,
          })
        : consoleTransport(log),
    }),
    gateway: createAsaasGateway({ ...asaas, clock }),
    ledger: createAsaasLedger(asaas),
    settings: { gatewayCreationTimeoutMs: asaas.createTimeoutMs },
  })
  try {
    const outcome = await reconcileIfDue(ctx, true)
    if (!outcome.ran) {
      throw new Error(
        'Outra conciliação está em andamento em outro processo. Tente de novo em alguns minutos.',
      )
    }
    const { summary } = outcome
    console.log(
      `Conciliação concluída: ${summary.subscriptionsChecked} assinaturas e ${summary.paymentsChecked} pagamentos comparados com o Asaas; ${summary.differences} diferenças em aberto.`,
    )
    if (summary.ended > 0) {
      console.log(
        `${summary.ended} assinaturas encerradas no Asaas terminam no fim do período pago (clientes avisados).`,
      )
    }
    for (let page = 1; ; page++) {
      const { items, total, pageSize } = await listDifferences(db, { page })
      for (const item of items) {
        const texts = RECONCILIATION_TEXTS[item.kind]
        const who = item.customer ? ` · ${item.customer.name}` : ''
        const what = [item.ours && `aqui: ${item.ours}`, item.theirs && `Asaas: ${item.theirs}`]
        console.log(`\n- ${texts.label} · ${item.subject}${who}`)
        console.log(`  ${what.filter(Boolean).join(' · ')}`)
        console.log(`  O que fazer: ${texts.action}`)
      }
      if (page * pageSize >= total) break
    }
  } finally {
    await ctx.mailer.drain()
  }
}

const config = readConfig(process.env)
if (config.gateway.kind !== 'asaas') {
  console.error(
    'A conciliação compara nossos registros com o Asaas: defina PAYMENT_GATEWAY=asaas e ASAAS_API_KEY (veja docs/deploy.md).',
  )
  process.exit(1)
}
const asaas = config.gateway
// A folder the server holds, or a database that refuses: one line saying why, no stack trace.
const db = await openDatabase(config.database).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
try {
  await run(db, config, asaas)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await db.destroy()
}
