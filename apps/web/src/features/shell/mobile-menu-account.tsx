import { Link, useNavigate } from '@tanstack/react-router'
import { LayoutDashboard, LogIn, LogOut, ShieldCheck, User } from 'lucide-react'
import { useSession } from '../auth/session-provider.tsx'
import { useSignOut } from '../auth/use-sign-out.ts'
import { menuStyles as styles } from './mobile-menu-styles.ts'
import { useHydrated } from './use-hydrated.ts'

/** The account part: depends on the visitor, so it shows once the app knows who they are. */
function AccountLinks({ close }: { close: () => void }) {
  const hydrated = useHydrated()
  const { state, user } = useSession()
  const signOut = useSignOut()
  const navigate = useNavigate()
  // The menu unmounts as soon as the session ends: the promise, not an observer callback, goes on.
  const leave = async () => {
    close()
    await signOut.mutateAsync().finally(() => navigate({ to: '/' }))
  }
  if (!hydrated || state.status === 'loading') {
    return (
      <li className={`${styles.link} ${styles.pending}`} aria-busy="true">
        Carregando sua conta…
      </li>
    )
  }
  if (!user) {
    return (
      <li>
        <Link to="/login" className={styles.link} onClick={close}>
          <LogIn aria-hidden="true" />
          Entrar
        </Link>
      </li>
    )
  }
  return (
    <>
      <li>
        <Link to="/dashboard" className={styles.link} onClick={close}>
          <LayoutDashboard aria-hidden="true" />
          Dashboard
        </Link>
      </li>
      <li>
        <Link to="/dashboard" className={styles.link} onClick={close}>
          <User aria-hidden="true" />
          Minha Conta
        </Link>
      </li>
      {user.role === 'operator' && (
        <li>
          <Link to="/admin" className={styles.link} onClick={close}>
            <ShieldCheck aria-hidden="true" />
            Administração
          </Link>
        </li>
      )}
      <li>
        <button type="button" className={styles.link} onClick={() => void leave()}>
          <LogOut aria-hidden="true" />
          Sair
        </button>
      </li>
    </>
  )
}

export default function AccountGroup({ close }: { close: () => void }) {
  const { user } = useSession()
  const hydrated = useHydrated()
  return (
    <div className={styles.group}>
      <p className={styles.groupLabel} id="menu-movel-conta">
        {hydrated && user ? user.name : 'Conta'}
      </p>
      <ul className={styles.list} aria-labelledby="menu-movel-conta">
        <AccountLinks close={close} />
      </ul>
    </div>
  )
}
