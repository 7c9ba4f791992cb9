import { OFFLINE_MESSAGES } from '@atendimento/domain/messages'
import { Button } from '@atendimento/ui/button'
import { EmptyState } from '@atendimento/ui/empty-state'
import { css } from '@atendimento/ui/styled-system/css'
import { Link } from '@tanstack/react-router'
import { WifiOff } from 'lucide-react'
import type { ReactNode } from 'react'
import { useOnline } from './use-online.ts'

/**
 * Account, sign-in and checkout pages talk to the server on every step: offline they say so
 * instead of failing call by call, and come back by themselves when the network does.
 */
export function RequiresConnection({ children }: { children: ReactNode }) {
  const online = useOnline()
  if (online) return children
  return (
    <main
      className={css({ flex: '1', display: 'grid', placeContent: 'center', px: '6', py: '16' })}
    >
      <EmptyState
        headingLevel={1}
        icon={<WifiOff />}
        title={OFFLINE_MESSAGES.pageTitle}
        description={OFFLINE_MESSAGES.pageText}
        actions={
          <>
            <Button variant="outline" onClick={() => window.location.reload()}>
              {OFFLINE_MESSAGES.retry}
            </Button>
            {/* A way back that works offline: the home page is kept by the service worker. */}
            <Button variant="ghost" asChild>
              <Link to="/">Voltar para o início</Link>
            </Button>
          </>
        }
      />
    </main>
  )
}
