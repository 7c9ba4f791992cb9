/**
 * Text as searches compare it: lower case, without accents, single spaces ('João  Pereira' and
 * 'joao pereira' read alike). The API folds in SQL with FOLD_FROM/FOLD_TO (`lower(translate(…))`,
 * the same on PostgreSQL and PGlite, no extension needed); foldText is the same rule in code.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

/** The accented letters of Portuguese (and neighbours), both cases, and what each folds to. */
export const FOLD_FROM = 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ'
export const FOLD_TO = 'aaaaaeeeeiiiiooooouuuucnAAAAAEEEEIIIIOOOOOUUUUCN'
