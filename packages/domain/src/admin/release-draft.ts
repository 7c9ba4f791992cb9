import * as v from 'valibot'
import { type AdminPublishRelease, adminPublishReleaseSchema } from '../schemas/release.ts'

/** The console's publish form as typed: the notes one item per line, the percent as text. */
export interface ReleaseDraft {
  channel: 'latest' | 'beta'
  windows: string
  macos: string
  linux: string
  urlBase: string
  stagingPercentage: string
  critical: boolean
  new: string
  improvements: string
  fixes: string
}

export type ReleaseDraftField = Exclude<keyof ReleaseDraft, 'channel' | 'critical'>

export const EMPTY_RELEASE_DRAFT: ReleaseDraft = {
  channel: 'latest',
  windows: '',
  macos: '',
  linux: '',
  urlBase: '',
  stagingPercentage: '100',
  critical: false,
  new: '',
  improvements: '',
  fixes: '',
}

export const RELEASE_DRAFT_MESSAGES = {
  percent: 'O percentual deve ser um número inteiro de 0 a 100',
  notes: 'Escreva ao menos uma nota, em qualquer das três listas',
} as const

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*[-*]\s+/, '').trim())
    .filter(Boolean)

/** The draft as the API's body, or the message of each field that is not right. */
export function parseReleaseDraft(
  draft: ReleaseDraft,
):
  | { success: true; input: AdminPublishRelease }
  | { success: false; errors: Partial<Record<ReleaseDraftField, string>> } {
  const errors: Partial<Record<ReleaseDraftField, string>> = {}
  const percent = /^\d{1,3}$/.test(draft.stagingPercentage.trim())
    ? Number(draft.stagingPercentage.trim())
    : Number.NaN
  if (!(percent >= 0 && percent <= 100)) errors.stagingPercentage = RELEASE_DRAFT_MESSAGES.percent
  const notes = {
    new: lines(draft.new),
    improvements: lines(draft.improvements),
    fixes: lines(draft.fixes),
  }
  if (notes.new.length + notes.improvements.length + notes.fixes.length === 0) {
    errors.new = RELEASE_DRAFT_MESSAGES.notes
  }
  const candidate = {
    channel: draft.channel,
    notes,
    files: { windows: draft.windows.trim(), macos: draft.macos.trim(), linux: draft.linux.trim() },
    ...(draft.urlBase.trim() ? { urlBase: draft.urlBase.trim() } : {}),
    stagingPercentage: percent,
    critical: draft.critical,
  }
  const parsed = v.safeParse(adminPublishReleaseSchema, candidate)
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const path = (issue.path ?? []).map((item) => String(item.key))
      const field = (path[0] === 'files' ? path[1] : path[0] === 'notes' ? path[1] : path[0]) as
        | ReleaseDraftField
        | undefined
      if (field && field in EMPTY_RELEASE_DRAFT && !errors[field]) errors[field] = issue.message
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) {
    return {
      success: false,
      errors: Object.keys(errors).length > 0 ? errors : { new: 'Dados inválidos' },
    }
  }
  return { success: true, input: parsed.output }
}
