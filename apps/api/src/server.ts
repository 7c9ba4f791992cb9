import { existsSync } from 'node:fs'
import net, { type AddressInfo } from 'node:net'
import { pino } from 'pino'
import { createApp } from './app.ts'
import { systemClock } from './clock.ts'
import { readConfig } from './config.ts'
import { createContext } from './context.ts'
import { describeTarget, openDatabase } from './db/database.ts'
import { StartupError } from './db/startup-errors.ts'
import { siteConnectSources } from './http/content-security-policy.ts'
import { createHttpServer, shortenKeepAlive } from './http/node-server.ts'
import { staticSite } from './http/static-site.ts'
import { startScheduler } from './jobs/scheduler.ts'
import type { Log, LogLine } from './log.ts'
import { consoleTransport } from './mail/console-transport.ts'
import { withOutboxFile } from './mail/file-transport.ts'
import { createMailer } from './mail/mailer.ts'
import { smtpTransport } from './mail/smtp-transport.ts'
import { applyOperatorEmails } from './modules/admin/roles.ts'
import { ensureSigningKey } from './modules/licences/licence-keys.ts'
import { seedPlansOnFirstStart } from './modules/plans/seed-plans.ts'
import { seedReleasesOnFirstStart } from './modules/releases/seed-releases.ts'
import { createMetrics } from './ops/metrics.ts'
import { createAsaasGateway } from './payments/asaas/asaas-gateway.ts'
import { createSandboxGateway } from './payments/sandbox-gateway.ts'

/** How long, once a shutdown begins, new connections are still accepted (to answer 503). */
const ACCEPT_GRACE_MS = 1_000
/** How long, once a shutdown begins, a connection may stay idle before it is closed. */
const DRAINING_KEEP_ALIVE_MS = 2_000

async function main() {
  const config = readConfig(process.env)
  const logger = pino({
    level: config.logLevel,
    // Defence in depth: no log call passes these, and none may ever print them.
    redact: [
      '*.number',
      '*.ccv',
      '*.creditCard',
      '*.password',
      '*.token',
      'req.headers.authorization',
    ],
  })
  const log: Log = Object.assign(
    ({ level, msg, ...fields }: LogLine) => logger[level](fields, msg),
    { enabled: (level: LogLine['level']) => logger.isLevelEnabled(level) },
  )

  const db = await openDatabase(config.database)
  if (await seedPlansOnFirstStart(db)) log({ level: 'info', msg: 'planos iniciais criados' })
  if (await seedReleasesOnFirstStart(db)) log({ level: 'info', msg: 'versão inicial criada' })
  if (config.operatorEmails.length > 0) {
    const { granted, missing } = await applyOperatorEmails(db, config.operatorEmails, new Date())
    if (granted.length > 0) log({ level: 'info', msg: 'operadores definidos', granted })
    // Not created here: the address's owner signs up first (see roles.ts).
    if (missing.length > 0) log({ level: 'warn', msg: 'OPERATOR_EMAILS sem conta', missing })
  }

  const clock = systemClock
  const metrics = createMetrics()
  metrics.withProcessMetrics()
  const smtp = config.smtpUrl
    ? smtpTransport(config.smtpUrl, {
        from: config.mailFrom,
        replyTo: config.mailReplyTo,
        dkim: config.dkim,
      })
    : undefined
  const transport = smtp ?? consoleTransport(log)
  const mailer = createMailer({
    db,
    clock,
    log,
    transport: config.mailOutboxFile ? withOutboxFile(config.mailOutboxFile, transport) : transport,
    onDelivery: metrics.email,
  })
  const gateway =
    config.gateway.kind === 'asaas'
      ? createAsaasGateway({ ...config.gateway, clock })
      : createSandboxGateway({ db, clock })

  let draining = false
  const deps = {
    db,
    clock,
    log,
    mailer,
    gateway,
    metrics,
    corsOrigins: config.corsOrigins,
    isDraining: () => draining,
    settings: {
      rateLimits: config.rateLimits,
      generalRateLimitPerMinute: config.generalRateLimitPerMinute,
      trustProxy: config.trustProxy,
      publicUrl: config.publicUrl,
      metricsToken: config.metricsToken,
      asaasWebhookToken: config.asaasWebhookToken,
      planListTtlMs: config.planListTtlMs,
      ...(config.gateway.kind === 'asaas' && {
        gatewayCreationTimeoutMs: config.gateway.createTimeoutMs,
      }),
      licenceKeySecret: config.licenceKeySecret,
    },
  }
  const context = createContext(deps)
  // The desktop app's licence key, made on the first start (one, however many processes start).
  await ensureSigningKey(db, context.sealingKeys, clock.now())
  const site = existsSync(config.webRoot)
    ? staticSite({
        webRoot: config.webRoot,
        connectSources: siteConnectSources({ apiOrigin: config.externalApiOrigin }),
        plansOnSale: async () => (await context.plans.list({ activeOnly: true })).plans,
      })
    : undefined
  const app = createApp({ ...deps, context, ...(site && { site }) })
  const scheduler = startScheduler(context, config.billingIntervalMs)

  const server = createHttpServer(app.fetch)
  server.listen(config.port, config.host, () => {
    const url = `http://localhost:${(server.address() as AddressInfo).port}`
    console.log(`Atendimento Inteligente pronto em ${url} (${describeTarget(config.database)})`)
    console.log(`Pagamentos: ${gateway.name}; e-mail: ${smtp ? 'SMTP' : 'outbox + console'}`)
    if (!site) console.log(`Site não compilado em ${config.webRoot}: só a API está no ar.`)
  })

  // Requests under way finish; every new request gets a 503 that closes its connection, then
  // new connections are refused; the background run, the e-mail deliveries and the database
  // close in order.
  const shutdown = (signal: string) => {
    log({ level: 'info', msg: `recebido ${signal}, encerrando` })
    draining = true
    shortenKeepAlive(server, DRAINING_KEEP_ALIVE_MS)
    setTimeout(() => process.exit(1), 10_000).unref()
    // The port stays open a moment, so a connection already made but not yet accepted (the
    // event loop was busy) gets its 503 instead of a reset. Then it closes, but not with
    // http.Server.close(), which first cuts every connection with no request in progress: one
    // whose request is on the wire but not yet read would be reset. Each open connection ends
    // with its next answer or once idle for the draining keep-alive timeout.
    setTimeout(() => {
      net.Server.prototype.close.call(server, async () => {
        await scheduler.stop()
        await context.afterResponse.drain()
        await mailer.drain()
        smtp?.close()
        await db.destroy()
        process.exit(0)
      })
    }, ACCEPT_GRACE_MS)
  }
  process.once('SIGTERM', () => shutdown('SIGTERM'))
  process.once('SIGINT', () => shutdown('SIGINT'))
}

main().catch((error: unknown) => {
  // What the operator can fix is said in one line; anything else keeps its stack trace.
  if (error instanceof StartupError) console.error(`Falha ao iniciar o servidor: ${error.message}`)
  else console.error('Falha ao iniciar o servidor:', error)
  process.exit(1)
})
