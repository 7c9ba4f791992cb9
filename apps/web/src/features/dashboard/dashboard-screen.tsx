import { type DashboardTab, sidebarTabFor } from '@atendimento/domain/constants'
import { Button } from '@atendimento/ui/button'
import { css } from '@atendimento/ui/styled-system/css'
import { Link } from '@tanstack/react-router'
import { CreditCard, LogOut, Settings, Shield, User } from 'lucide-react'
import { useSignOut } from '../auth/use-sign-out.ts'
import { useSignedIn } from '../auth/use-signed-in.ts'
import { RequiresConnection } from '../pwa/requires-connection.tsx'
import { Logo } from '../shell/logo.tsx'
import { PaymentHistory } from './payment-history.tsx'
import { PlansTab } from './plans-tab.tsx'
import { ProfilePanel } from './profile-panel.tsx'
import { SecurityPanel } from './security-panel.tsx'
import { SettingsPanel } from './settings-panel.tsx'
import { dashboardStyles } from './styles.ts'

const SIDEBAR = [
  { tab: 'account', label: 'Minha Conta', icon: User },
  { tab: 'security', label: 'Segurança', icon: Shield },
  { tab: 'plans', label: 'Planos e Pagamentos', icon: CreditCard },
  { tab: 'settings', label: 'Configurações', icon: Settings },
] as const

const TITLES: Record<DashboardTab, { title: string; intro: string }> = {
  account: { title: 'Minha Conta', intro: 'Veja e atualize seus dados.' },
  security: { title: 'Segurança', intro: 'Mantenha sua conta protegida.' },
  plans: { title: 'Planos e Pagamentos', intro: 'Sua assinatura e seus pagamentos.' },
  payments: { title: 'Pagamentos', intro: 'Todas as cobranças da sua conta.' },
  settings: { title: 'Configurações', intro: 'Preferências da conta.' },
}

const styles = {
  page: css({ display: 'flex', flexDirection: 'column', minH: 'dvh', bg: 'bg.subtle' }),
  header: css({ bg: 'bg.canvas', borderBottomWidth: '1px', borderColor: 'border.default' }),
  bar: css({
    maxW: '6xl',
    mx: 'auto',
    px: { base: '3', sm: '4', md: '6' },
    h: '16',
    display: 'flex',
    alignItems: 'center',
    gap: '4',
  }),
  // The greeting and Sair keep to the right edge, inside the bar's padding, at every width.
  account: css({
    ml: 'auto',
    display: 'flex',
    alignItems: 'center',
    gap: '4',
    flexShrink: '0',
  }),
  greeting: css({
    color: 'fg.muted',
    textStyle: 'small',
    display: { base: 'none', sm: 'block' },
  }),
  body: css({
    flex: '1',
    w: 'full',
    maxW: '6xl',
    mx: 'auto',
    px: { base: '4', md: '6' },
    py: '8',
    display: 'grid',
    gap: '8',
    gridTemplateColumns: { base: '1fr', md: '15rem minmax(0, 1fr)' },
    alignItems: 'start',
  }),
  nav: css({
    display: 'flex',
    flexDirection: { base: 'row', md: 'column' },
    gap: '1',
    overflowX: 'auto',
  }),
  navLink: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2.5',
    px: '3',
    py: '2',
    borderRadius: 'md',
    color: 'fg.muted',
    fontWeight: 'medium',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    _touch: { minH: '11' },
    '& svg': { w: '4', h: '4', flexShrink: 0 },
    _hover: { bg: 'bg.muted', color: 'fg.default' },
    // The active item keeps its colours under the pointer (the hover rule used to win).
    '&[aria-current=page], &[aria-current=page]:hover': {
      bg: 'accent.subtle',
      color: 'accent.subtleFg',
    },
  }),
  main: css({ display: 'flex', flexDirection: 'column', gap: '6', minW: '0' }),
}

function TabContent({ tab }: { tab: DashboardTab }) {
  switch (tab) {
    case 'account':
      return <ProfilePanel />
    case 'security':
      return <SecurityPanel />
    case 'plans':
      return <PlansTab />
    case 'payments':
      return <PaymentHistory />
    case 'settings':
      return <SettingsPanel />
  }
}

/** /dashboard: its own header (logo, Sair), the sidebar and the tab from ?tab=. */
export function DashboardScreen({ tab }: { tab: DashboardTab }) {
  const { user } = useSignedIn()
  const signOut = useSignOut()
  const current = sidebarTabFor(tab)
  const heading = TITLES[tab]

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Logo />
          <div className={styles.account}>
            <p className={styles.greeting}>Olá, {user.name.split(' ')[0]}</p>
            <Button
              variant="outline"
              size="sm"
              // Busy until the signed-in layout takes the visitor home (the session has ended).
              loading={signOut.isPending || signOut.isSuccess}
              loadingText="Saindo..."
              onClick={() => signOut.mutate()}
            >
              <LogOut aria-hidden="true" />
              Sair
            </Button>
          </div>
        </div>
      </header>
      <RequiresConnection>
        <div className={styles.body}>
          <nav aria-label="Painel da conta" className={styles.nav}>
            {SIDEBAR.map(({ tab: item, label, icon: Icon }) => (
              <Link
                key={item}
                to="/dashboard"
                search={{ tab: item }}
                className={styles.navLink}
                aria-current={item === current ? 'page' : undefined}
                activeOptions={{ includeSearch: true }}
              >
                <Icon aria-hidden="true" />
                {label}
              </Link>
            ))}
          </nav>
          <main className={styles.main}>
            {tab !== 'plans' && (
              <div>
                <h1 className={dashboardStyles.tabTitle}>{heading.title}</h1>
                <p className={dashboardStyles.tabIntro}>{heading.intro}</p>
              </div>
            )}
            <TabContent tab={tab} />
          </main>
        </div>
      </RequiresConnection>
    </div>
  )
}
