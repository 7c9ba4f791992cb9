import { PAYMENT_FILTERS } from '@atendimento/domain/subscription'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, waitFor } from 'storybook/test'
import * as Field from '../field/field.tsx'
import { Select, StateSelect } from './select.tsx'

const meta = {
  title: 'UI/Select',
  component: StateSelect,
  args: { label: 'Estado', onValueChange: fn() },
} satisfies Meta<typeof StateSelect>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Estado' })
    await userEvent.click(trigger)
    const options = await screen.findAllByRole('option')
    await expect(options).toHaveLength(27)
    await userEvent.click(screen.getByRole('option', { name: 'São Paulo' }))
    await expect(args.onValueChange).toHaveBeenCalledWith('SP')
    await waitFor(() => expect(trigger).toHaveTextContent('São Paulo'))
  },
}

export const Selected: Story = { args: { defaultValue: 'MG' } }

export const Disabled: Story = { args: { disabled: true, defaultValue: 'RJ' } }

export const Invalid: Story = {
  args: { label: undefined },
  render: (args) => (
    <Field.Root invalid>
      <Field.Label>Estado</Field.Label>
      <StateSelect {...args} />
      <Field.ErrorText>
        Todos os campos de endereço são obrigatórios para a cobrança
      </Field.ErrorText>
    </Field.Root>
  ),
}

export const Open: Story = {
  tags: ['visual'],
  args: { defaultOpen: true },
  play: async () => {
    await expect(await screen.findByRole('listbox')).toBeVisible()
  },
}

export const Light: Story = { globals: { theme: 'light' }, args: { defaultValue: 'BA' } }

/** Any list of options: here the payment history's filters. */
export const Generic: Story = {
  render: (args) => (
    <Select
      {...args}
      label="Filtrar pagamentos"
      options={PAYMENT_FILTERS.map((filter) => ({ value: filter.id, label: filter.label }))}
      defaultValue="all"
    />
  ),
}
