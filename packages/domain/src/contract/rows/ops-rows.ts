import { healthSchema, readinessSchema } from '../../schemas/ops.ts'
import type { Endpoint, EndpointTag } from '../endpoint.ts'

// The tag written out (the type checks it against ENDPOINT_TAGS): a browser that loads this file
// then carries no other area's text (the landing's first load has no bytes to spare).
const tag = 'Operação' satisfies EndpointTag

/** What an orchestrator and Prometheus read. */
export const OPS_ROWS = {
  health: {
    method: 'GET',
    path: '/health',
    auth: 'none',
    tag,
    summary: 'Diz se o processo está no ar',
    description: 'Responde 200 enquanto o processo vive, também durante o encerramento.',
    data: healthSchema,
    success: ['healthy'],
  },
  ready: {
    method: 'GET',
    path: '/ready',
    auth: 'none',
    tag,
    summary: 'Diz se o servidor pode atender: banco no ar, migrações em dia, sem encerrar',
    description:
      '503 enquanto o banco não responde, as migrações não terminaram ou o servidor está encerrando; um balanceador deixa de mandar chamadas.',
    data: readinessSchema,
    success: ['ready'],
    errors: { 503: ['notReadyDraining', 'notReadyDatabase', 'notReadyMigrations'] },
  },
  metrics: {
    method: 'GET',
    path: '/metrics',
    auth: 'metrics',
    tag,
    summary: 'Métricas do servidor no formato do Prometheus',
    description:
      'Só existe com `METRICS_TOKEN` configurado (sem ele, 404), e pede esse token como `Authorization: Bearer`.',
    file: {
      contentTypes: ['text/plain'],
      description: 'Requisições, latência, manutenção, e-mails, gateway e fila de hash de senha.',
    },
    errors: { 401: ['metricsTokenInvalid'], 404: ['routeNotFound'] },
  },
} as const satisfies Record<string, Endpoint>
