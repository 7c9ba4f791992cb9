import { useMutation } from '@tanstack/react-query'
import { useSession } from './session-provider.tsx'

/** Sair: POST /auth/logout, then the local session ends whatever the server answered. */
export function useSignOut() {
  const { signOut } = useSession()
  return useMutation({ mutationFn: signOut })
}
