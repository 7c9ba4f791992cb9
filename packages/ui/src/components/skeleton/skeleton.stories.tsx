import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Skeleton } from './skeleton.tsx'

function PlanListSkeleton() {
  return (
    <div
      aria-busy="true"
      aria-live="polite"
      style={{ display: 'grid', gap: '1rem', maxWidth: '20rem' }}
    >
      <span
        style={{
          position: 'absolute',
          width: 1,
          height: 1,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
        }}
      >
        Carregando planos…
      </span>
      <Skeleton style={{ height: '1.5rem', width: '60%' }} />
      <Skeleton shape="text" style={{ width: '90%' }} />
      <Skeleton shape="text" style={{ width: '75%' }} />
      <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
        <Skeleton shape="circle" style={{ width: '2.5rem', height: '2.5rem' }} />
        <Skeleton shape="text" style={{ flex: 1 }} />
      </div>
      <Skeleton style={{ height: '2.75rem' }} />
    </div>
  )
}

const meta = {
  title: 'UI/Skeleton',
  component: PlanListSkeleton,
} satisfies Meta<typeof PlanListSkeleton>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    for (const block of canvasElement.querySelectorAll('.skeleton')) {
      await expect(block).toHaveAttribute('aria-hidden', 'true')
    }
  },
}

export const Light: Story = { globals: { theme: 'light' } }
