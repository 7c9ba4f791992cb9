import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import * as Field from '../field/field.tsx'
import { CodeInput } from './code-input.tsx'

const meta = {
  title: 'UI/CodeInput',
  component: CodeInput,
  args: { onValueChange: fn(), onComplete: fn(), name: 'code' },
} satisfies Meta<typeof CodeInput>

export default meta
type Story = StoryObj<typeof meta>

const boxesOf = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll<HTMLInputElement>('input[data-index]'))

export const Default: Story = {
  play: async ({ canvas, canvasElement, args, userEvent, step }) => {
    const first = canvas.getByRole('textbox', { name: 'Caractere 1 de 6' })
    await step('typing lowercase fills one box at a time, in uppercase', async () => {
      await userEvent.click(first)
      await userEvent.keyboard('a1')
      await expect(boxesOf(canvasElement).map((box) => box.value)).toEqual([
        'A',
        '1',
        '',
        '',
        '',
        '',
      ])
      await expect(canvas.getByRole('textbox', { name: 'Caractere 3 de 6' })).toHaveFocus()
    })
    await step('backspace on an empty box moves back', async () => {
      await userEvent.keyboard('{Backspace}')
      await expect(canvas.getByRole('textbox', { name: 'Caractere 2 de 6' })).toHaveFocus()
      await userEvent.keyboard('{Backspace}')
      await expect(boxesOf(canvasElement)[1]).toHaveValue('')
    })
    await step('a paste spreads over the boxes', async () => {
      await userEvent.click(first)
      await userEvent.paste('xk-9 p2q')
      await waitFor(() =>
        expect(boxesOf(canvasElement).map((box) => box.value)).toEqual([
          'X',
          'K',
          '9',
          'P',
          '2',
          'Q',
        ]),
      )
      await expect(args.onComplete).toHaveBeenCalledWith('XK9P2Q')
    })
  },
}

export const Filled: Story = { args: { defaultValue: 'AB12CD' } }

export const Disabled: Story = { args: { defaultValue: 'AB1', disabled: true } }

export const Invalid: Story = {
  tags: ['visual'],
  args: { defaultValue: 'AB12CD', invalid: true },
  render: (args) => (
    <Field.Root invalid>
      <CodeInput {...args} />
      <Field.ErrorText>Código inválido ou expirado</Field.ErrorText>
    </Field.Root>
  ),
}

export const Light: Story = { globals: { theme: 'light' }, args: { defaultValue: 'AB12' } }
