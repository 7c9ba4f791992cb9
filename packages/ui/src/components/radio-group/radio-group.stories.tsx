import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { RadioGroup } from './radio-group.tsx'

const gender = [
  { value: 'male', label: 'Masculino' },
  { value: 'female', label: 'Feminino' },
]

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Gênero',
    options: gender,
    defaultValue: 'male',
    name: 'gender',
    onValueChange: fn(),
  },
} satisfies Meta<typeof RadioGroup>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: 'Masculino' })).toBeChecked()
    await userEvent.click(canvas.getByText('Feminino'))
    await expect(canvas.getByRole('radio', { name: 'Feminino' })).toBeChecked()
    await expect(args.onValueChange).toHaveBeenCalledWith(
      expect.objectContaining({ value: 'female' }),
    )
  },
}

export const Vertical: Story = {
  tags: ['visual'],
  args: { orientation: 'vertical' },
}

export const Disabled: Story = { args: { disabled: true } }

export const Invalid: Story = { args: { invalid: true, defaultValue: undefined } }

export const Light: Story = { globals: { theme: 'light' } }
