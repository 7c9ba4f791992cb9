import {
  ENDPOINTS,
  type Endpoint,
  type EndpointName,
  errorsOf,
  matchEndpoint,
  messageMatches,
} from '@atendimento/domain/contract/endpoints'
import { failureEnvelopeSchema, successEnvelope } from '@atendimento/domain/schemas/envelope'
import { formatIssues } from '@atendimento/domain/schemas/issues'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type Auth,
  CONTRACT_ROWS,
  CONTRACT_SCENARIOS,
  type ContractScenario,
  NO_SUCCESS_THROUGH_THE_API,
  type Row,
  STEPS,
  type Vars,
  type World,
} from './contract-scenarios.ts'
import { createApiSide, createMockSide, type Side, type SideResponse } from './sides.ts'

// Every scenario runs on the msw handlers and on the real API, each from a first start, and
// the two answers must agree: the same status, bodies that pass the same domain schema, the
// same message, and (unless a scenario narrows it) the same data once generated ids and
// tokens are replaced by labels. Every answer either side gives, the preconditions' included,
// must also be what the contract table says of its row: `data` passing the row's schema on a
// success, on a failure a status and a message the row lists.

const NOBODY_S_TOKEN = 'token-que-ninguem-emitiu'

function tokenOf(auth: Auth | undefined, vars: Vars): string | undefined {
  if (auth === 'user') return vars.userToken
  if (auth === 'other') return vars.otherToken
  if (auth === 'bad') return NOBODY_S_TOKEN
  return undefined
}

function fill(path: string, vars: Vars): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = vars[name as keyof Vars]
    if (!value) throw new Error(`o cenário usa {${name}}, que nenhum passo definiu`)
    return encodeURIComponent(value)
  })
}

/** What is wrong with an answer, by the contract table's row for its request; [] if nothing. */
function contractProblems(name: EndpointName, response: SideResponse): string[] {
  const endpoint: Endpoint = ENDPOINTS[name]
  const { status, body } = response
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

async function play(side: Side, scenario: ContractScenario): Promise<SideResponse> {
  await side.reset()
  const vars: Vars = {}
  const world: World = {
    side,
    vars,
    async call(method, path, { body, auth, expected }) {
      const response = await side.send({ method, path, body, token: tokenOf(auth, vars) })
      const name = matchEndpoint(method, path)
      if (!name) throw new Error(`${method} ${path} não está na tabela do contrato`)
      const problems = contractProblems(name, response)
      if (problems.length > 0) throw new Error(`${side.name}: ${problems.join('; ')}`)
      if (response.status !== expected) {
        throw new Error(
          `${side.name}: ${method} ${path} respondeu ${response.status} ${JSON.stringify(response.body)} (esperado ${expected})`,
        )
      }
      return response
    },
  }
  for (const step of scenario.given ?? []) await STEPS[step](world)
  const body = typeof scenario.body === 'function' ? scenario.body(vars) : scenario.body
  return side.send({
    method: ENDPOINTS[scenario.row].method,
    path: fill(scenario.path, vars),
    body,
    token: tokenOf(scenario.auth, vars),
  })
}

/** Generated ids and tokens become labels in order of appearance; plan ids stay (seeded). */
function labelGenerated(value: unknown, labels = new Map<string, string>()): unknown {
  if (Array.isArray(value)) return value.map((item) => labelGenerated(item, labels))
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      const generated =
        (key === '_id' || key === 'token') && typeof item === 'string' && !item.startsWith('plano-')
      if (!generated) return [key, labelGenerated(item, labels)]
      if (!labels.has(item)) labels.set(item, `<${key} ${labels.size + 1}>`)
      return [key, labels.get(item)]
    }),
  )
}

/** What both sides must agree on. */
function summarize(response: SideResponse, scenario: ContractScenario) {
  const { status, body } = response
  const keys = body !== null && typeof body === 'object' ? Object.keys(body).sort() : []
  if (status >= 400) {
    const parsed = v.safeParse(failureEnvelopeSchema, body)
    return {
      status,
      keys,
      schema: parsed.success ? 'ok' : formatIssues(parsed.issues),
      message: parsed.success ? parsed.output.message : body,
    }
  }
  const endpoint: Endpoint = ENDPOINTS[scenario.row]
  const parsed = v.safeParse(successEnvelope(endpoint.data ?? v.never()), body)
  if (!parsed.success) return { status, keys, schema: formatIssues(parsed.issues), body }
  const data = (body as { data: unknown }).data
  return {
    status,
    keys,
    schema: 'ok',
    message: parsed.output.message,
    data: labelGenerated(scenario.project ? scenario.project(data) : data),
  }
}

/** The scenario's request really is the call of its row. */
function requestMatchesRow(scenario: ContractScenario): boolean {
  return (
    matchEndpoint(ENDPOINTS[scenario.row].method, scenario.path.replace(/\{\w+\}/g, 'x')) ===
    scenario.row
  )
}

let mocks: Side
let api: Side

beforeAll(async () => {
  // The database first: PGlite loads its files before msw starts watching the network.
  api = await createApiSide()
  mocks = createMockSide()
}, 60_000)

afterAll(async () => {
  await mocks?.close()
  await api?.close()
})

describe('contract: msw handlers and the real API answer alike', () => {
  it.each(CONTRACT_SCENARIOS.map((scenario) => [`${scenario.row}: ${scenario.name}`, scenario]))(
    '%s',
    async (_, scenario) => {
      const answers = { mocks: await play(mocks, scenario), api: await play(api, scenario) }
      const onMocks = summarize(answers.mocks, scenario)
      const onApi = summarize(answers.api, scenario)
      expect(onApi.status, 'a API respondeu outro status que o do cenário').toBe(scenario.status)
      expect(onApi.schema, 'a resposta da API não passa no schema do domínio').toBe('ok')
      expect(contractProblems(scenario.row, answers.api), 'a API foge da tabela').toEqual([])
      expect(onMocks, 'os mocks respondem diferente da API').toEqual(onApi)
    },
  )
})

describe('contract coverage', () => {
  const byRow = (row: Row) => CONTRACT_SCENARIOS.filter((scenario) => scenario.row === row)

  it.each(CONTRACT_ROWS.map((row) => [row]))('%s has a success and a failure', (row) => {
    const scenarios = byRow(row)
    expect(scenarios.some((scenario) => scenario.status >= 400)).toBe(true)
    const succeeds = scenarios.some((scenario) => scenario.status < 400)
    expect(succeeds).toBe(NO_SUCCESS_THROUGH_THE_API[row] === undefined)
  })

  it('labels every scenario with the row of the call it makes', () => {
    const mislabeled = CONTRACT_SCENARIOS.filter((scenario) => !requestMatchesRow(scenario))
    expect(mislabeled.map((scenario) => `${scenario.row}: ${scenario.path}`)).toEqual([])
  })

  it('checks every success against its row response schema', () => {
    const unchecked = CONTRACT_ROWS.filter((row) => !(ENDPOINTS[row] as Endpoint).data)
    expect(unchecked).toEqual([])
  })

  it('finds an answer that strays from the table', () => {
    expect(contractProblems('getPlan', { status: 404, body: { message: 'Não achei' } })).toEqual([
      'getPlan 404: mensagem fora da tabela: Não achei',
    ])
    expect(contractProblems('getPlan', { status: 418, body: { message: 'Chá' } })).toEqual([
      'getPlan: o status 418 não está na tabela',
    ])
    expect(
      contractProblems('getPlan', { status: 200, body: { message: 'ok', data: {} } }),
    ).not.toEqual([])
    expect(
      contractProblems('getPlan', { status: 404, body: { message: 'Plano não encontrado' } }),
    ).toEqual([])
  })
})
