import type { AdminSearch, AdminTab } from '@atendimento/domain/schemas/admin-search'
import { Button } from '@atendimento/ui/button'
import { css } from '@atendimento/ui/styled-system/css'
import { Link } from '@tanstack/react-router'
import { CreditCard, LayoutDashboard, LogOut, ScrollText, Users } from 'lucide-react'
import { useSignOut } from '../auth/use-sign-out.ts'
import { useSignedIn } from '../auth/use-signed-in.ts'
import { Logo } from '../shell/logo.tsx'
import { adminStyles } from './admin-styles.ts'
import { AuditPanel } from './audit-panel.tsx'
import { CustomerPanel } from './customer-panel.tsx'
import { CustomersPanel } from './customers-panel.tsx'
import { OverviewPanel } from './overview-panel.tsx'
import { PlansPanel } from './plans-panel.tsx'

const TABS = [
  { tab: 'visao-geral', label: 'Visão geral', icon: LayoutDashboard },
  { tab: 'clientes', label: 'Clientes', icon: Users },
  { tab: 'planos', label: 'Planos', icon: CreditCard },
  { tab: 'auditoria', label: 'Auditoria', icon: ScrollText },
] as const

const INTROS: Record<AdminTab, string> = {
  'visao-geral': 'Os números do negócio, atualizados a cada visita.',
  clientes: 'Busque por nome, e-mail ou CPF/CNPJ e atenda o cliente.',
  planos: 'O que está à venda, por quanto e em que ordem.',
  auditoria: 'Toda ação de um operador, com quem, quando e os valores antes e depois.',
}

const styles = {
  page: css({ display: 'flex', flexDirection: 'column', minH: 'dvh', bg: 'bg.subtle' }),
  header: css({ bg: 'bg.canvas', borderBottomWidth: '1px', borderColor: 'border.default' }),
  bar: css({
    maxW: '7xl',
    mx: 'auto',
    px: { base: '3', sm: '4', md: '6' },
    h: '16',
    display: 'flex',
    alignItems: 'center',
    gap: '3',
  }),
  account: css({ ml: 'auto', display: 'flex', alignItems: 'center', gap: '2', flexShrink: '0' }),
  badge: css({ color: 'fg.muted', textStyle: 'small', display: { base: 'none', sm: 'block' } }),
  body: css({
    flex: '1',
    w: 'full',
    maxW: '7xl',
    mx: 'auto',
    px: { base: '3', sm: '4', md: '6' },
    py: '6',
    display: 'grid',
    gap: '6',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: '13rem minmax(0, 1fr)' },
    alignItems: 'start',
  }),
  nav: css({
    display: 'flex',
    flexDirection: { base: 'row', lg: 'column' },
    gap: '1',
    overflowX: 'auto',
  }),
  navLink: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2.5',
    px: '3',
    py: '2',
    minH: '11',
    borderRadius: 'md',
    color: 'fg.muted',
    fontWeight: 'medium',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    '& svg': { w: '4', h: '4', flexShrink: 0 },
    _hover: { bg: 'bg.muted', color: 'fg.default' },
    '&[aria-current=page]': { bg: 'accent.subtle', color: 'accent.subtleFg' },
  }),
  main: css({ display: 'flex', flexDirection: 'column', gap: '6', minW: '0' }),
}

function Panel({ search }: { search: AdminSearch }) {
  const tab = search.aba ?? 'visao-geral'
  if (tab === 'clientes' && search.cliente) return <CustomerPanel id={search.cliente} />
  switch (tab) {
    case 'visao-geral':
      return <OverviewPanel />
    case 'clientes':
      return <CustomersPanel search={search} />
    case 'planos':
      return <PlansPanel />
    case 'auditoria':
      return <AuditPanel search={search} />
  }
}

/** /admin: the operator console, its own header and navigation, the tab from ?aba=. */
export function AdminScreen({ search }: { search: AdminSearch }) {
  const { user } = useSignedIn()
  const signOut = useSignOut()
  const tab = search.aba ?? 'visao-geral'
  const current = TABS.find((item) => item.tab === tab) ?? TABS[0]
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Logo />
          <div className={styles.account}>
            <p className={styles.badge}>Operador: {user.name.split(' ')[0]}</p>
            <Button variant="ghost" size="sm" asChild>
              <Link to="/dashboard">Minha conta</Link>
            </Button>
            <Button
              variant="outline"
              size="sm"
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
      <div className={styles.body}>
        <nav aria-label="Administração" className={styles.nav}>
          {TABS.map(({ tab: item, label, icon: Icon }) => (
            <Link
              key={item}
              to="/admin"
              search={{ aba: item }}
              className={styles.navLink}
              aria-current={item === tab ? 'page' : undefined}
            >
              <Icon aria-hidden="true" />
              {label}
            </Link>
          ))}
        </nav>
        <main className={styles.main}>
          <div>
            <h1 className={adminStyles.title}>{current.label}</h1>
            <p className={adminStyles.intro}>{INTROS[tab]}</p>
          </div>
          <Panel search={search} />
        </main>
      </div>
    </div>
  )
}
