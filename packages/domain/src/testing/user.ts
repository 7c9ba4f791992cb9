import { AREA_CODES } from '../br/phone.ts'
import { STATES } from '../br/states.ts'
import type { RegisterRequestInput } from '../schemas/auth.ts'
import type { User } from '../schemas/user.ts'
import { makeCpf } from './documents.ts'
import { createRandom, nextSeed, type Random } from './random.ts'

export interface FactoryOptions {
  seed?: number
}

const FIRST_NAMES = ['Ana', 'Bruno', 'Carla', 'Diego', 'Fernanda', 'João', 'Larissa', 'Marcos']
const LAST_NAMES = ['Almeida', 'Barbosa', 'Costa', 'Ferreira', 'Lima', 'Oliveira', 'Souza']
const STREETS = ['Rua das Flores', 'Avenida Brasil', 'Rua São João', 'Travessa do Comércio']
const NEIGHBORHOODS = ['Centro', 'Jardim América', 'Vila Nova', 'Boa Vista']
const CITIES = ['São Paulo', 'Curitiba', 'Recife', 'Belo Horizonte', 'Porto Alegre']

/** An ISO instant `days` days after 2025-01-01, noon UTC. */
export function isoDaysFrom2025(days: number): string {
  return new Date(Date.UTC(2025, 0, 1 + days, 12)).toISOString()
}

function person(random: Random, seed: number) {
  const first = random.pick(FIRST_NAMES)
  const last = random.pick(LAST_NAMES)
  const slug = `${first}.${last}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
  return { name: `${first} ${last}`, email: `${slug}.${seed}@example.com` }
}

function birthdate(random: Random): string {
  const month = String(random.int(1, 12)).padStart(2, '0')
  const day = String(random.int(1, 28)).padStart(2, '0')
  return `${random.int(1960, 2004)}-${month}-${day}`
}

function address(random: Random) {
  return {
    zipCode: `${random.int(1, 9)}${random.digits(7)}`,
    state: random.pick(STATES).code,
    city: random.pick(CITIES),
    neighborhood: random.pick(NEIGHBORHOODS),
    address: random.pick(STREETS),
    addressNumber: String(random.int(1, 2000)),
  }
}

/** A user as the API returns it, with a valid CPF; same seed, same user. */
export function makeUser(overrides: Partial<User> = {}, options: FactoryOptions = {}): User {
  const seed = nextSeed(options.seed)
  const random = createRandom(seed)
  return {
    _id: `user-${seed}`,
    ...person(random, seed),
    phone: `${random.pick([...AREA_CODES])}9${random.digits(8)}`,
    document: makeCpf({ seed }),
    birthdate: birthdate(random),
    gender: random.pick(['male', 'female'] as const),
    ...address(random),
    acceptedTerms: true,
    termsAcceptedAt: isoDaysFrom2025(seed % 365),
    createdAt: isoDaysFrom2025(seed % 365),
    role: 'customer',
    ...overrides,
  }
}

/** What the registration form sends, masked as typed, with a password that passes the rules. */
export function makeRegisterRequest(
  overrides: Partial<RegisterRequestInput> = {},
  options: FactoryOptions = {},
): RegisterRequestInput {
  const seed = nextSeed(options.seed)
  const random = createRandom(seed)
  return {
    ...person(random, seed),
    phone: `(${random.pick([...AREA_CODES])})9${random.digits(4)}-${random.digits(4)}`,
    document: makeCpf({ seed, masked: true }),
    birthdate: birthdate(random),
    gender: 'male',
    ...address(random),
    password: `senha-${seed}-segura`,
    acceptedTerms: true,
    ...overrides,
  }
}
