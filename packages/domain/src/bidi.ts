/**
 * The invisible characters that change the direction text is shown in (Unicode's bidirectional
 * formatting characters): the embeddings and overrides U+202A-U+202E, the isolates U+2066-U+2069
 * and the marks U+200E/U+200F. In a name they can make 'Maria' + U+202E + 'moc.odnum' read as
 * something else in the console or in an e-mail; pt-BR text never needs them, so every free-text
 * field drops them (schemas/fields.ts) before anything else looks at the text.
 */
export const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g

/** The text without its bidirectional formatting characters. */
export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '')
}
