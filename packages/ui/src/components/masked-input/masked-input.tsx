import { CEP_MAX_LENGTH, maskCep } from '@atendimento/domain/br/cep'
import { DOCUMENT_MAX_LENGTH, maskDocument } from '@atendimento/domain/br/document'
import { maskPhone } from '@atendimento/domain/br/phone'
import {
  CARD_NUMBER_MAX_LENGTH,
  CCV_MAX_DIGITS,
  EXPIRY_YEAR_DIGITS,
  groupCardNumber,
  maskDigits,
  maskHolderName,
} from '@atendimento/domain/card'
import { type ChangeEvent, useLayoutEffect, useRef, useState } from 'react'
import { Input, type InputProps } from '../input/input.tsx'

export interface MaskedInputProps
  extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange' | 'children'> {
  /** Formats what was typed (the domain's mask); runs on every keystroke and paste. */
  mask: (raw: string) => string
  value?: string
  defaultValue?: string
  /** The masked text, after every change. */
  onValueChange?: (value: string) => void
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void
}

// Letters and digits are what a mask keeps; separators are what it adds.
const significant = (text: string) => text.replace(/[^0-9a-zA-Z]/g, '').length

/** Where the caret goes in the masked text: after the same number of letters and digits. */
function caretAfter(masked: string, count: number): number {
  if (count <= 0) return 0
  let seen = 0
  for (let index = 0; index < masked.length; index += 1) {
    if (/[0-9a-zA-Z]/.test(masked[index] as string)) seen += 1
    if (seen === count) return index + 1
  }
  return masked.length
}

/**
 * A text input that applies a mask as the person types, keeping the caret where it was
 * relative to the characters typed. The mask itself always comes from the domain package.
 */
export function MaskedInput({
  mask,
  value,
  defaultValue,
  onValueChange,
  onChange,
  ...props
}: MaskedInputProps) {
  const [uncontrolled, setUncontrolled] = useState(() => mask(defaultValue ?? ''))
  const shown = value === undefined ? uncontrolled : mask(value)
  const ref = useRef<HTMLInputElement | null>(null)
  const pendingCaret = useRef<number | null>(null)

  useLayoutEffect(() => {
    const input = ref.current
    if (pendingCaret.current === null || !input || input !== input.ownerDocument.activeElement)
      return
    input.setSelectionRange(pendingCaret.current, pendingCaret.current)
    pendingCaret.current = null
  })

  return (
    <Input
      autoComplete="off"
      spellCheck={false}
      {...props}
      ref={ref}
      value={shown}
      onChange={(event) => {
        const raw = event.currentTarget.value
        const caret = event.currentTarget.selectionStart ?? raw.length
        const masked = mask(raw)
        pendingCaret.current =
          masked.length === raw.length
            ? caret
            : caretAfter(masked, significant(raw.slice(0, caret)))
        if (value === undefined) setUncontrolled(masked)
        onValueChange?.(masked)
        onChange?.(event)
      }}
    />
  )
}

type PresetProps = Omit<MaskedInputProps, 'mask'>

/** (##)####-#### or (##)#####-####. */
export function PhoneInput(props: PresetProps) {
  return (
    <MaskedInput
      mask={maskPhone}
      inputMode="tel"
      type="tel"
      // 'tel', not 'tel-national': HTML allows only the whole number on a tel input. Autofill
      // then brings '+55 11 98765-4321'; the mask drops the country code.
      autoComplete="tel"
      // No maxLength: the browser would cut a pasted '+55 11 98765-4321' before the mask drops
      // the country code; the mask itself stops at 11 digits.
      placeholder="(11)98765-4321"
      {...props}
    />
  )
}

/** CPF (###.###.###-##) up to 11 digits; the CNPJ mask, numeric or alphanumeric, above that. */
export function DocumentInput(props: PresetProps) {
  return (
    <MaskedInput
      mask={maskDocument}
      maxLength={DOCUMENT_MAX_LENGTH}
      autoCapitalize="characters"
      placeholder="000.000.000-00"
      {...props}
    />
  )
}

/** #####-###, at most 9 characters. */
export function CepInput(props: PresetProps) {
  return (
    <MaskedInput
      mask={maskCep}
      inputMode="numeric"
      autoComplete="postal-code"
      maxLength={CEP_MAX_LENGTH}
      placeholder="00000-000"
      {...props}
    />
  )
}

/** Blocks of 4 digits, at most 19 characters with the spaces. */
export function CardNumberInput(props: PresetProps) {
  return (
    <MaskedInput
      mask={groupCardNumber}
      inputMode="numeric"
      autoComplete="cc-number"
      maxLength={CARD_NUMBER_MAX_LENGTH}
      placeholder="0000 0000 0000 0000"
      {...props}
    />
  )
}

const maskMonth = (raw: string) => maskDigits(raw, 2)
const maskYear = (raw: string) => maskDigits(raw, EXPIRY_YEAR_DIGITS)
const maskCcv = (raw: string) => maskDigits(raw, CCV_MAX_DIGITS)

/** Two digits, 01 to 12. */
export function ExpiryMonthInput(props: PresetProps) {
  return (
    <MaskedInput
      mask={maskMonth}
      inputMode="numeric"
      autoComplete="cc-exp-month"
      maxLength={2}
      placeholder="MM"
      {...props}
    />
  )
}

/** Four digits. */
export function ExpiryYearInput(props: PresetProps) {
  return (
    <MaskedInput
      mask={maskYear}
      inputMode="numeric"
      autoComplete="cc-exp-year"
      maxLength={EXPIRY_YEAR_DIGITS}
      placeholder="AAAA"
      {...props}
    />
  )
}

/** Three or four digits. */
export function CcvInput(props: PresetProps) {
  return (
    <MaskedInput
      mask={maskCcv}
      inputMode="numeric"
      autoComplete="cc-csc"
      maxLength={CCV_MAX_DIGITS}
      placeholder="000"
      {...props}
    />
  )
}

/** The holder's name in upper case, as printed on the card. */
export function HolderNameInput(props: PresetProps) {
  return (
    <MaskedInput
      mask={maskHolderName}
      autoComplete="cc-name"
      autoCapitalize="characters"
      placeholder="NOME COMO NO CARTÃO"
      {...props}
    />
  )
}
