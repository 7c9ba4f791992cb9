import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { SiteStory } from '../shell/testing/site-story.tsx'

const meta = {
  title: 'Screens/Site/Legal',
  component: SiteStory,
  args: { url: '/termos' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteStory>

export default meta
type Story = StoryObj<typeof meta>

const numbered = /^\d+\. /

/** Terms of use: 13 sections. */
export const Termos: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Termos de Uso' })
    await expect(canvas.getAllByRole('heading', { level: 2, name: numbered })).toHaveLength(13)
    await expect(canvas.getByRole('link', { name: 'Ir para o Site' })).toHaveAttribute('href', '/')
  },
}

/** Privacy policy: company block and 8 numbered sections. */
export const Privacidade: Story = {
  args: { url: '/privacidade' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Política de Privacidade' })
    await expect(canvas.getByRole('heading', { name: 'Informações da empresa' })).toBeVisible()
    await expect(canvas.getAllByRole('heading', { level: 2, name: numbered })).toHaveLength(8)
  },
}

/** Cookie policy: 9 sections. */
export const Cookies: Story = {
  args: { url: '/cookies' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Política de Cookies' })
    await expect(canvas.getAllByRole('heading', { level: 2, name: numbered })).toHaveLength(9)
  },
}
