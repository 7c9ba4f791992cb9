import { SEED_PLANS } from '@atendimento/domain/catalogue/seed-plans'
import type { Plan } from '@atendimento/domain/schemas/plan'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { createMemoryHistory, RouterContextProvider } from '@tanstack/react-router'
import { useState } from 'react'
import { expect } from 'storybook/test'
import { createAppRouter } from '../../router.tsx'
import { CheckoutPreview } from './checkout-preview.tsx'

/** The preview as the build draws it: the plan, outside any route (its links need a router). */
function PreviewStory({ plan }: { plan: Plan }) {
  const [{ router }] = useState(() =>
    createAppRouter({ history: createMemoryHistory({ initialEntries: ['/__preview'] }) }),
  )
  return (
    <RouterContextProvider router={router}>
      <CheckoutPreview plan={plan} />
    </RouterContextProvider>
  )
}

const meta = {
  title: 'Screens/Conta/Assinatura (checkout)/Antes do app',
  component: PreviewStory,
  args: { plan: SEED_PLANS[1] as Plan },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PreviewStory>

export default meta
type Story = StoryObj<typeof meta>

/** What a slow phone shows of /subscribe/{id} before the app's code has come. */
export const PlanBeforeTheApp: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Assinar o plano Profissional' }),
    ).toBeVisible()
    await expect(canvas.getByRole('complementary')).toHaveTextContent('R$ 99,90')
    await expect(canvas.getByRole('status')).toHaveTextContent('Preparando a assinatura…')
    await expect(canvas.queryAllByRole('button')).toHaveLength(0)
  },
}
