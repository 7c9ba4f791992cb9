import { SAMPLE_DEVICES } from '@atendimento/domain/testing/devices'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { DeviceList } from './device-list.tsx'

export const DEVICES = SAMPLE_DEVICES

const meta = {
  title: 'UI/DeviceList',
  component: DeviceList,
  args: { devices: DEVICES, onDisconnect: fn(), onRename: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '36rem' }}>{Story()}</div>],
} satisfies Meta<typeof DeviceList>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2)
    await expect(canvas.getByText('Windows · aplicativo 1.4.2')).toBeVisible()
    await expect(canvas.getByText('Ainda não abriu o aplicativo')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Desconectar MacBook do escritório' }))
    await expect(args.onDisconnect).toHaveBeenCalledWith(DEVICES[1])
  },
}

export const Renaming: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Renomear Notebook da recepção' }))
    const field = canvas.getByLabelText(/Novo nome/)
    await expect(field).toHaveFocus()
    await userEvent.clear(field)
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar nome' }))
    await expect(canvas.getByText('Dê um nome ao computador')).toBeVisible()
    await userEvent.type(field, 'Caixa 1')
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar nome' }))
    await expect(args.onRename).toHaveBeenCalledWith(DEVICES[0], 'Caixa 1')
  },
}

export const Disconnecting: Story = { args: { busyId: 'd1' } }

export const ReadOnly: Story = { args: { onDisconnect: undefined, onRename: undefined } }

export const Empty: Story = {
  tags: ['visual'],
  args: { devices: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Nenhum computador conectado' })).toBeVisible()
  },
}
