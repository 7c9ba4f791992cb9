import { foldText } from '../text-fold.ts'
import { STATES, type StateCode } from './states.ts'

// Best first: the code itself ('am' is Amazonas, not Amapá), the name's start ('sao' São
// Paulo), the code's start, then a later word's start ('paulo'); accents and case never matter.
const RULES: ((state: (typeof STATES)[number], query: string) => boolean)[] = [
  (state, query) => state.code.toLowerCase() === query,
  (state, query) => foldText(state.name).startsWith(query),
  (state, query) => state.code.toLowerCase().startsWith(query),
  (state, query) =>
    foldText(state.name)
      .split(' ')
      .some((word) => word.startsWith(query)),
]

/**
 * The state a person means by what they typed into the 'Estado' list (its typeahead). A single
 * letter typed again moves on from `current` to the next state it starts, as a native select
 * does; a longer query takes the best match from the top.
 */
export function findStateByTyping(typed: string, current?: string | null): StateCode | undefined {
  const query = foldText(typed)
  if (!query) return undefined
  const start = query.length === 1 && current ? STATES.findIndex((s) => s.code === current) : -1
  const ordered = [...STATES.slice(start + 1), ...STATES.slice(0, start + 1)]
  for (const rule of RULES) {
    const found = ordered.find((state) => rule(state, query))
    if (found) return found.code
  }
  return undefined
}

// The first five digits of the CEPs of each state (the Correios' ranges).
const CEP_RANGES: readonly [from: number, to: number, state: StateCode][] = [
  [1000, 19999, 'SP'],
  [20000, 28999, 'RJ'],
  [29000, 29999, 'ES'],
  [30000, 39999, 'MG'],
  [40000, 48999, 'BA'],
  [49000, 49999, 'SE'],
  [50000, 56999, 'PE'],
  [57000, 57999, 'AL'],
  [58000, 58999, 'PB'],
  [59000, 59999, 'RN'],
  [60000, 63999, 'CE'],
  [64000, 64999, 'PI'],
  [65000, 65999, 'MA'],
  [66000, 68899, 'PA'],
  [68900, 68999, 'AP'],
  [69000, 69299, 'AM'],
  [69300, 69399, 'RR'],
  [69400, 69899, 'AM'],
  [69900, 69999, 'AC'],
  [70000, 72799, 'DF'],
  [72800, 72999, 'GO'],
  [73000, 73699, 'DF'],
  [73700, 76799, 'GO'],
  [76800, 76999, 'RO'],
  [77000, 77999, 'TO'],
  [78000, 78899, 'MT'],
  [79000, 79999, 'MS'],
  [80000, 87999, 'PR'],
  [88000, 89999, 'SC'],
  [90000, 99999, 'RS'],
]

/** The state a CEP belongs to, from its first five digits; undefined for one not yet whole. */
export function stateOfCep(cep: string): StateCode | undefined {
  const digits = cep.replace(/\D/g, '')
  if (digits.length !== 8) return undefined
  const prefix = Number(digits.slice(0, 5))
  return CEP_RANGES.find(([from, to]) => prefix >= from && prefix <= to)?.[2]
}

/** The pt-BR message when the CEP and the chosen state disagree. */
export function cepStateMismatch(cep: string, state: string): string | undefined {
  const expected = stateOfCep(cep)
  if (!expected || !state || expected === state) return undefined
  const name = STATES.find((item) => item.code === expected)?.name ?? expected
  return `O CEP informado é de ${name} (${expected}). Confira o CEP ou escolha o estado ${expected}.`
}
