export const CODE_LENGTH = 6

/** Uppercases and drops anything that is not 0-9 or A-Z, without cutting the length. */
export function normalizeCode(value: string): string {
  return value.toUpperCase().replace(/[^0-9A-Z]/g, '')
}

/** What a code field keeps of what was typed or pasted: at most 6 characters. */
export function sanitizeCode(value: string): string {
  return normalizeCode(value).slice(0, CODE_LENGTH)
}

export function isValidCode(value: string): boolean {
  return /^[0-9A-Z]{6}$/.test(value)
}

/** The six boxes after a key press, and the box that should have the focus. */
export interface CodeStep {
  boxes: string[]
  focusIndex: number
}

export function emptyCodeBoxes(): string[] {
  return Array.from({ length: CODE_LENGTH }, () => '')
}

/**
 * Input in box `index`. One character fills the box and moves on; a longer string (a paste,
 * an autofill) is spread over the boxes from there, or from the first box when it holds a whole
 * code, so pasting the e-mailed code into any box fills all six. Input with nothing usable
 * clears the box.
 */
export function spreadCode(boxes: readonly string[], index: number, input: string): CodeStep {
  const characters = normalizeCode(input)
  if (characters.length === 0) return clearBox(boxes, index)
  const start = characters.length >= CODE_LENGTH ? 0 : index
  const written = [...characters.slice(0, CODE_LENGTH - start)]
  const next = boxes.map((box, position) => {
    const offset = position - start
    return offset >= 0 && offset < written.length ? (written[offset] ?? box) : box
  })
  return { boxes: next, focusIndex: Math.min(start + written.length, CODE_LENGTH - 1) }
}

/** Backspace in box `index`: a filled box is cleared; an empty one hands the focus back. */
export function backspaceStep(boxes: readonly string[], index: number): CodeStep {
  if (boxes[index]) return clearBox(boxes, index)
  return { boxes: [...boxes], focusIndex: Math.max(index - 1, 0) }
}

/** The code the boxes spell, once all six are filled. */
export function codeFromBoxes(boxes: readonly string[]): string | null {
  const code = boxes.join('')
  return isValidCode(code) ? code : null
}

function clearBox(boxes: readonly string[], index: number): CodeStep {
  return { boxes: boxes.map((box, position) => (position === index ? '' : box)), focusIndex: index }
}
