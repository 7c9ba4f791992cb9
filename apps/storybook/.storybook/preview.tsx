import '@atendimento/ui/styles.css'
import { worker } from '@atendimento/mocks/browser'
import type { Decorator, Preview } from '@storybook/react-vite'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { useEffect } from 'react'

type Theme = 'light' | 'dark'

// Stories render in the theme picked in the toolbar; the page class drives the tokens.
const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals.theme ?? 'dark') as Theme
  useEffect(() => {
    document.documentElement.classList.toggle('dark', theme === 'dark')
    document.documentElement.classList.toggle('light', theme === 'light')
  }, [theme])
  return <Story />
}

const preview: Preview = {
  loaders: [
    mswLoader(async () => {
      await worker.start({ onUnhandledFrame: 'bypass', quiet: true })
      return worker
    }),
  ],
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Tema',
      toolbar: {
        title: 'Tema',
        items: [
          { value: 'dark', title: 'Escuro' },
          { value: 'light', title: 'Claro' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'dark' },
  parameters: {
    a11y: { test: 'error' },
    layout: 'padded',
    controls: { expanded: true },
  },
  tags: ['autodocs'],
}

export default preview
