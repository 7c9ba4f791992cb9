import { OFFLINE_MESSAGES } from '@atendimento/domain/messages'
import { css } from '@atendimento/ui/styled-system/css'
import { WifiOff } from 'lucide-react'

const styles = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2',
  px: '4',
  py: '2',
  textStyle: 'small',
  textAlign: 'center',
  bg: 'bg.muted',
  color: 'fg.default',
  '& svg': { flexShrink: '0', w: '4', h: '4' },
})

/**
 * The strip a page shows while the device is offline: what still works without internet. Or,
 * with `message`, another word on the connection (the server out of reach).
 */
export function OfflineBanner({ message = OFFLINE_MESSAGES.banner }: { message?: string }) {
  return (
    <div role="status" className={styles}>
      <WifiOff aria-hidden="true" />
      {message}
    </div>
  )
}
