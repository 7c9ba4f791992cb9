let conjunction: Intl.ListFormat | undefined

/** 'a, b e c': items joined as Portuguese writes a list. */
export function listPt(items: readonly string[]): string {
  conjunction ??= new Intl.ListFormat('pt-BR', { type: 'conjunction' })
  return conjunction.format(items)
}
