import { Toaster } from '@atendimento/ui/toast'
import { useEffect } from 'react'
import { toasterReady } from './notify.ts'

/** The notifications region (lazy-loaded by the shell). */
export default function ToasterHost() {
  useEffect(() => toasterReady(), [])
  return <Toaster />
}
