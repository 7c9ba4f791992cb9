// Words that give away an English text. Matched only in texts without any accented letter: a
// Portuguese sentence nearly always has one ('Timeout na requisição' is ours and stays).
const ENGLISH_MARKERS =
  /\b(?:error|failed|failure|invalid|not found|unauthori[sz]ed|forbidden|timed out|timeout|gateway|internal|server|bad request|bad gateway|unavailable|too many|request|payload|conflict|denied|unexpected|exception|the)\b/i

/**
 * Whether a text a server answered with can be shown to a pt-BR reader as it is. Our API
 * answers only from its pt-BR message table, but a proxy, a load balancer or a framework
 * default in between may answer 'Internal Server Error' or 'Bad Gateway': those are replaced
 * by the caller's pt-BR fallback. Cheap on purpose (it runs in the landing's first load):
 * a word list, not the whole message table.
 */
export function looksPtBr(text: string | undefined | null): boolean {
  const trimmed = text?.trim() ?? ''
  if (trimmed === '') return false
  if (/[À-ÿ]/.test(trimmed)) return true
  return !ENGLISH_MARKERS.test(trimmed)
}
