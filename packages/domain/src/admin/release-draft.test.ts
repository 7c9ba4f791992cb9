import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  EMPTY_RELEASE_DRAFT,
  parseReleaseDraft,
  RELEASE_DRAFT_MESSAGES,
  type ReleaseDraft,
} from './release-draft.ts'

const filled: ReleaseDraft = {
  ...EMPTY_RELEASE_DRAFT,
  windows: 'version: 1.1.0',
  macos: 'version: 1.1.0',
  linux: 'version: 1.1.0',
  new: '- Respostas com áudio\n\n* Painel novo',
  fixes: 'QR Code no Linux',
  stagingPercentage: '20',
}

describe('parseReleaseDraft', () => {
  it('turns the three lists into items and the percent into a number', () => {
    expect(parseReleaseDraft(filled)).toEqual({
      success: true,
      input: {
        channel: 'latest',
        notes: {
          new: ['Respostas com áudio', 'Painel novo'],
          improvements: [],
          fixes: ['QR Code no Linux'],
        },
        files: { windows: 'version: 1.1.0', macos: 'version: 1.1.0', linux: 'version: 1.1.0' },
        stagingPercentage: 20,
        critical: false,
      },
    })
  })

  it.each<[string, Partial<ReleaseDraft>, Record<string, string>]>([
    [
      'a percent above 100',
      { stagingPercentage: '120' },
      { stagingPercentage: RELEASE_DRAFT_MESSAGES.percent },
    ],
    [
      'a percent in words',
      { stagingPercentage: 'vinte' },
      { stagingPercentage: RELEASE_DRAFT_MESSAGES.percent },
    ],
    ['no notes', { new: '', fixes: ' \n ' }, { new: RELEASE_DRAFT_MESSAGES.notes }],
    [
      'a missing file',
      { linux: '' },
      { linux: 'Cole o arquivo YAML que o electron-builder gerou' },
    ],
    ['a bad base address', { urlBase: 'downloads' }, { urlBase: 'Link de download inválido' }],
  ])('names the field of %s', (_, change, errors) => {
    expect(parseReleaseDraft({ ...filled, ...change })).toEqual({ success: false, errors })
  })

  it('accepts every whole percent from 0 to 100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (percent) => {
        const result = parseReleaseDraft({ ...filled, stagingPercentage: String(percent) })
        expect(result.success && result.input.stagingPercentage).toBe(percent)
      }),
    )
  })
})
