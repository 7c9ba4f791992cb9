type JsonObject = Record<string, unknown>

// One value per string format the schemas use; a format missing here fails the document's test.
const FORMAT_EXAMPLES: Record<string, string> = {
  'date-time': '2026-01-15T13:00:00.000Z',
  date: '2026-01-15',
  email: 'cliente@exemplo.com.br',
  uri: 'https://atendimento-inteligente.example/recibo',
  uuid: '3f2b8c1e-6d4a-4e8b-9c2f-1a7d5e9b0c34',
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function firstBranch(branches: unknown[]): JsonObject {
  // A nullable field's example shows the value, not the null.
  const valued = branches.find((branch) => isObject(branch) && branch.type !== 'null')
  return (valued ?? branches[0] ?? {}) as JsonObject
}

function stringExample(schema: JsonObject, where: string): string {
  const format = typeof schema.format === 'string' ? schema.format : undefined
  if (format) {
    const example = FORMAT_EXAMPLES[format]
    if (example === undefined) throw new Error(`${where}: formato sem exemplo: ${format}`)
    return example
  }
  if (schema.pattern) throw new Error(`${where}: um texto com pattern precisa de examples`)
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0
  return 'texto'.padEnd(minLength, 'x')
}

function numberExample(schema: JsonObject): number {
  const minimum = typeof schema.minimum === 'number' ? schema.minimum : 0
  const maximum = typeof schema.maximum === 'number' ? schema.maximum : minimum
  return Math.min(Math.max(minimum, 1), maximum)
}

/**
 * A value the JSON Schema accepts, built from the schema itself: its own examples first, then
 * const, enum and default, then one made from the type. A string with a pattern must carry its
 * own example (the domain schemas give one with `v.examples`), so nothing here guesses a format.
 */
export function exampleOf(schema: JsonObject, where = '#'): unknown {
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0]
  if ('const' in schema) return schema.const
  if (Array.isArray(schema.enum)) return schema.enum[0]
  if ('default' in schema) return schema.default
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = schema[key]
    if (Array.isArray(branches)) return exampleOf(firstBranch(branches), `${where}/${key}`)
  }
  if (Array.isArray(schema.allOf)) {
    return Object.assign({}, ...schema.allOf.map((part) => exampleOf(part as JsonObject, where)))
  }
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries((schema.properties ?? {}) as Record<string, JsonObject>).map(
          ([name, property]) => [name, exampleOf(property, `${where}/${name}`)],
        ),
      )
    case 'array': {
      const count = Math.max(1, typeof schema.minItems === 'number' ? schema.minItems : 0)
      const item = exampleOf((schema.items ?? {}) as JsonObject, `${where}/items`)
      return Array.from({ length: count }, () => item)
    }
    case 'string':
      return stringExample(schema, where)
    case 'integer':
    case 'number':
      return numberExample(schema)
    case 'boolean':
      return true
    case 'null':
      return null
    default:
      return {}
  }
}
