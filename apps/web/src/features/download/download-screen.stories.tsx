import { RELEASES } from '@atendimento/domain/catalogue/releases'
import type { Release } from '@atendimento/domain/schemas/release'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { ScreenHarness } from '../shell/testing/screen-harness.tsx'
import { SiteStory } from '../shell/testing/site-story.tsx'
import { DownloadScreen } from './download-screen.tsx'

const meta = {
  title: 'Screens/Site/Download',
  component: SiteStory,
  args: { url: '/download' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteStory>

export default meta
type Story = StoryObj<typeof meta>

/** The platform cards (the browser's own marked 'Recomendado'), history, requirements, help. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Recomendado', { exact: true })).toBeVisible()
    await expect(canvas.getByRole('link', { name: /Baixar para Windows/ })).toHaveAttribute(
      'target',
      '_blank',
    )
  },
}

const latest = RELEASES[0] as Release
// A made-up older release, to show how the history expands.
const withHistory: Release[] = [
  latest,
  {
    ...latest,
    version: '0.9.0',
    date: '2024-11-20',
    isLatest: false,
    changelog: {
      new: ['Versão de testes com clientes convidados'],
      improvements: [],
      fixes: ['Reconexão ao WhatsApp após suspender o computador'],
    },
  },
]

/** Only the latest release until the history is expanded. */
export const HistoryExpanded: Story = {
  render: () => (
    <ScreenHarness path="/download">
      <DownloadScreen releases={withHistory} />
    </ScreenHarness>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByText(/Versão 0\.9\.0/)).toBeNull()
    await userEvent.click(await canvas.findByRole('button', { name: /Versões anteriores/ }))
    await expect(canvas.getByRole('heading', { name: /Versão 0\.9\.0/ })).toBeVisible()
  },
}
