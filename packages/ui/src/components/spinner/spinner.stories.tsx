import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Button } from '../button/button.tsx'
import { Spinner } from './spinner.tsx'

function SpinnerDemo() {
  return (
    <div style={{ display: 'flex', gap: '1.5rem', alignItems: 'center' }}>
      {/* Sized by the text around it (1em) and coloured by it (currentColor). */}
      <span style={{ fontSize: '1rem' }}>
        <Spinner />
      </span>
      <span style={{ fontSize: '2rem', color: 'var(--colors-accent-default)' }}>
        <Spinner />
      </span>
      <Button loading loadingText="Salvando...">
        Salvar
      </Button>
    </div>
  )
}

const meta = {
  title: 'UI/Spinner',
  component: SpinnerDemo,
} satisfies Meta<typeof SpinnerDemo>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvas, canvasElement }) => {
    // Decorative: the wait is announced by the control that owns it, not by the spinner.
    const spinners = canvasElement.querySelectorAll('span[aria-hidden="true"]')
    await expect(spinners.length).toBeGreaterThanOrEqual(3)
    await expect(canvas.getByRole('button', { name: 'Salvando...' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
  },
}

export const Light: Story = { globals: { theme: 'light' } }
