import { useAtom } from 'jotai'
import { lazy, Suspense, useState } from 'react'
import { waitingUpdateAtom } from './waiting-update.ts'

const UpdatePrompt = lazy(() =>
  import('@atendimento/ui/update-prompt').then((module) => ({ default: module.UpdatePrompt })),
)

/** Shows 'Nova versão disponível' once a newer site waits; nothing is downloaded before that. */
export function UpdatePromptHost() {
  const [waiting, setWaiting] = useAtom(waitingUpdateAtom)
  const [updating, setUpdating] = useState(false)
  if (!waiting) return null

  const update = () => {
    setUpdating(true)
    waiting.activate().catch((error: unknown) => {
      console.error('Falha ao atualizar o site:', error)
      setUpdating(false)
    })
  }

  return (
    <Suspense fallback={null}>
      <UpdatePrompt updating={updating} onUpdate={update} onDismiss={() => setWaiting(null)} />
    </Suspense>
  )
}
