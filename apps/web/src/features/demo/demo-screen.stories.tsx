import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { SiteStory } from '../shell/testing/site-story.tsx'

const meta = {
  title: 'Screens/Site/Demonstração',
  component: SiteStory,
  args: { url: '/demo' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteStory>

export default meta
type Story = StoryObj<typeof meta>

/** Step 1: the customer's message. */
export const FirstStep: Story = {
  play: async ({ canvas }) => {
    const chat = await canvas.findByRole('figure', { name: 'Conversa de demonstração no WhatsApp' })
    await expect(within(chat).getAllByRole('listitem')).toHaveLength(1)
  },
}

/** Step 3: the whole conversation, and 'Recomeçar'. */
export const LastStep: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Passo 3/ }))
    await expect(canvas.getByRole('button', { name: 'Recomeçar' })).toBeVisible()
    const chat = canvas.getByRole('figure', { name: 'Conversa de demonstração no WhatsApp' })
    await expect(within(chat).getAllByRole('listitem')).toHaveLength(4)
  },
}
