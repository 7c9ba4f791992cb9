import {
  ENDPOINTS,
  type Endpoint,
  errorsOf,
  matchEndpoint,
  messageMatches,
} from '@atendimento/domain/contract/endpoints'
import { failureEnvelopeSchema, successEnvelope } from '@atendimento/domain/schemas/envelope'
import { formatIssues } from '@atendimento/domain/schemas/issues'
import * as v from 'valibot'
import type { Db } from '../db/database.ts'
import { createTestApp, type TestAppOptions } from '../testing/test-app.ts'

// The contract table says, for every endpoint, what a success carries and which failures (status
// and pt-BR text) it may answer. The web trusts it (callApi parses `data` with the row's schema);
// these helpers check that the API answers what its row says, call by call. They came from the
// mocks' contract suite, which checked the same of the API when the mocks were a second backend.

/** What is wrong with an answer, by the row its request reached; [] when nothing. */
export function answerProblems(
  method: string,
  path: string,
  status: number,
  body: unknown,
): string[] {
  const name = matchEndpoint(method, path)
  if (!name) return [`${method} ${path}: nenhuma linha da tabela`]
  const endpoint: Endpoint = ENDPOINTS[name]
  if (status < 400) {
    const parsed = v.safeParse(successEnvelope(endpoint.data ?? v.never()), body)
    return parsed.success ? [] : [`${name}: ${formatIssues(parsed.issues)}`]
  }
  const parsed = v.safeParse(failureEnvelopeSchema, body)
  if (!parsed.success) return [`${name} ${status}: ${formatIssues(parsed.issues)}`]
  const listed = errorsOf(endpoint)[status]
  if (!listed) return [`${name}: o status ${status} não está na tabela`]
  // A 400 may carry any rule's own text from the schemas; other statuses, only the listed ones.
  const known = status === 400 || listed.some((text) => messageMatches(text, parsed.output.message))
  return known ? [] : [`${name} ${status}: mensagem fora da tabela: ${parsed.output.message}`]
}

/**
 * The test app of createTestApp, whose every answer (a test's preconditions included) must be
 * what the contract table says of its row: a call that strays throws, naming the row.
 */
export function createCheckedApp(db: Db, options: TestAppOptions = {}) {
  const t = createTestApp(db, options)
  const request: typeof t.request = async (method, path, init) => {
    const response = await t.request(method, path, init)
    const problems = answerProblems(method, path, response.status, response.body)
    if (problems.length > 0) throw new Error(`fora do contrato: ${problems.join('; ')}`)
    return response
  }
  return { ...t, request }
}
export type CheckedApp = ReturnType<typeof createCheckedApp>
