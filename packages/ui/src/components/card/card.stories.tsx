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

/**
 * A card that is only a header (the dashboard's security card while not editing): its text
 * keeps the card's padding at the bottom too.
 */
export const HeaderOnly: Story = {
  tags: ['visual'],
  render: () => (
    <Card.Root asChild>
      <section style={{ maxWidth: '24rem' }} aria-label="Alterar Senha">
        <Card.Header>
          <Card.Title>Alterar Senha</Card.Title>
          <Card.Description>
            Use uma senha com pelo menos 6 caracteres que você não usa em outros sites.
          </Card.Description>
        </Card.Header>
      </section>
    </Card.Root>
  ),
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Alterar Senha' })
    const text = canvas.getByText(/Use uma senha/)
    const gap = card.getBoundingClientRect().bottom - text.getBoundingClientRect().bottom
    // 24 px of padding plus the 1 px border (it was 1 px of border and nothing else).
    await expect(gap).toBeGreaterThanOrEqual(24)
  },
}
