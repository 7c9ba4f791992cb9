import { PinInput } from '@ark-ui/react/pin-input'
import {
  backspaceStep,
  CODE_LENGTH,
  type CodeStep,
  codeFromBoxes,
  emptyCodeBoxes,
  sanitizeCode,
  spreadCode,
} from '@atendimento/domain/code'
import { createStyleContext } from '@atendimento/ui/styled-system/jsx'
import { pinInput } from '@atendimento/ui/styled-system/recipes'
import {
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
  useRef,
  useState,
} from 'react'

const { withProvider, withContext } = createStyleContext(pinInput)

const Root = withProvider(PinInput.Root, 'root')
const Label = withContext(PinInput.Label, 'label')
const Control = withContext(PinInput.Control, 'control')
const Input = withContext(PinInput.Input, 'input')

export interface CodeInputProps {
  /** The code typed so far (up to 6 characters, uppercase letters and digits). */
  value?: string
  defaultValue?: string
  onValueChange?: (code: string) => void
  /** Called once all six boxes hold a character. */
  onComplete?: (code: string) => void
  label?: ReactNode
  name?: string
  invalid?: boolean
  disabled?: boolean
  autoFocus?: boolean
}

const toBoxes = (code: string) => {
  const characters = [...sanitizeCode(code)]
  return emptyCodeBoxes().map((_, index) => characters[index] ?? '')
}

const boxIndex = (target: EventTarget) => {
  const index = (target as HTMLElement).dataset?.index
  return index === undefined ? null : Number(index)
}

/**
 * Six single-character boxes for the recovery code (Ark PinInput for structure, labels and
 * focus). What a key press, a paste or a multi-character input does is the domain's rule
 * (spreadCode, backspaceStep): those events are handled here before Ark sees them.
 */
export function CodeInput({
  value,
  defaultValue = '',
  onValueChange,
  onComplete,
  label = 'Código de verificação',
  name,
  invalid,
  disabled,
  autoFocus,
}: CodeInputProps) {
  const [uncontrolled, setUncontrolled] = useState(() => toBoxes(defaultValue))
  const boxes = value === undefined ? uncontrolled : toBoxes(value)
  const controlRef = useRef<HTMLDivElement | null>(null)

  const inputs = () =>
    Array.from(controlRef.current?.querySelectorAll<HTMLInputElement>('input[data-index]') ?? [])

  const apply = (step: CodeStep) => {
    // Ark syncs the boxes from `value` on the next render; write them now so nothing flickers.
    inputs().forEach((input, index) => {
      input.value = step.boxes[index] ?? ''
    })
    inputs()[step.focusIndex]?.focus()
    const code = step.boxes.join('')
    if (value === undefined) setUncontrolled(step.boxes)
    if (code !== boxes.join('')) onValueChange?.(code)
    const complete = codeFromBoxes(step.boxes)
    if (complete && complete !== codeFromBoxes(boxes)) onComplete?.(complete)
  }

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const index = boxIndex(event.target)
    if (index === null) return
    event.preventDefault()
    event.stopPropagation()
    apply(spreadCode(boxes, index, event.clipboardData.getData('text/plain')))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = boxIndex(event.target)
    if (index === null || event.key !== 'Backspace') return
    event.preventDefault()
    event.stopPropagation()
    apply(backspaceStep(boxes, index))
  }

  const onChange = (event: ChangeEvent<HTMLDivElement>) => {
    const index = boxIndex(event.target)
    if (index === null) return
    event.stopPropagation()
    const previous = boxes[index] ?? ''
    let typed = (event.target as unknown as HTMLInputElement).value
    // Typing over a filled box leaves both characters in it: keep the new one.
    if (previous && typed.length > 1) {
      if (typed.startsWith(previous)) typed = typed.slice(previous.length)
      else if (typed.endsWith(previous)) typed = typed.slice(0, -previous.length)
    }
    apply(spreadCode(boxes, index, typed))
  }

  return (
    <Root
      count={CODE_LENGTH}
      type="alphanumeric"
      value={boxes}
      name={name}
      invalid={invalid}
      disabled={disabled}
      autoFocus={autoFocus}
      selectOnFocus
      translations={{ inputLabel: (index, length) => `Caractere ${index + 1} de ${length}` }}
    >
      {label && <Label>{label}</Label>}
      <Control
        ref={controlRef}
        onPasteCapture={onPaste}
        onKeyDownCapture={onKeyDown}
        onChangeCapture={onChange}
        onBeforeInputCapture={(event) => {
          if (boxIndex(event.target) !== null) event.stopPropagation()
        }}
      >
        {boxes.map((_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, fixed at six.
          <Input key={index} index={index} autoCapitalize="characters" maxLength={CODE_LENGTH} />
        ))}
      </Control>
      <PinInput.HiddenInput />
    </Root>
  )
}
