import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Button } from '../button/button.tsx'
import * as Card from './card.tsx'

interface Args {
  variant?: 'outline' | 'elevated' | 'highlighted'
}

function CardDemo({ variant }: Args) {
  return (
    <Card.Root variant={variant} asChild>
      <article style={{ maxWidth: '24rem' }}>
        <Card.Header>
          <Card.Title>Configuração fácil</Card.Title>
          <Card.Description>
            Defina a identidade e o comportamento da IA em minutos.
          </Card.Description>
        </Card.Header>
        <Card.Body>
          <p>Sugestões da IA no modo manual, modelos rápidos e gatilhos por palavra-chave.</p>
        </Card.Body>
        <Card.Footer>
          <Button variant="outline">Saiba mais</Button>
        </Card.Footer>
      </article>
    </Card.Root>
  )
}

const meta = {
  title: 'UI/Card',
  component: CardDemo,
} satisfies Meta<typeof CardDemo>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Configuração fácil' })).toBeVisible()
  },
}

export const Elevated: Story = { args: { variant: 'elevated' } }

export const Highlighted: Story = { args: { variant: 'highlighted' } }

export const Light: Story = { globals: { theme: 'light' } }
