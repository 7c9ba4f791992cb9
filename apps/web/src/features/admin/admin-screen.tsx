import type { AdminSearch, AdminTab } from '@atendimento/domain/schemas/admin-search'
import { Button } from '@atendimento/ui/button'
import { Link } from '@tanstack/react-router'
import { CreditCard, LayoutDashboard, Package, Scale, ScrollText, Users } from 'lucide-react'
import { useSignedIn } from '../auth/use-signed-in.ts'
import {
  SideNavLayout,
  SignedInHeader,
  SignedInPage,
  sideNavLink,
} from '../shell/signed-in-frame.tsx'
import { adminStyles } from './admin-styles.ts'
import { AuditPanel } from './audit-panel.tsx'
import { CustomerPanel } from './customer-panel.tsx'
import { CustomersPanel } from './customers-panel.tsx'
import { OverviewPanel } from './overview-panel.tsx'
import { PlansPanel } from './plans-panel.tsx'
import { ReconciliationPanel } from './reconciliation-panel.tsx'
import { ReleasesPanel } from './releases-panel.tsx'

const TABS = [
  { tab: 'visao-geral', label: 'Visão geral', icon: LayoutDashboard },
  { tab: 'clientes', label: 'Clientes', icon: Users },
  { tab: 'planos', label: 'Planos', icon: CreditCard },
  { tab: 'versoes', label: 'Versões', icon: Package },
  { tab: 'auditoria', label: 'Auditoria', icon: ScrollText },
  { tab: 'conciliacao', label: 'Conciliação', icon: Scale },
] as const

const INTROS: Record<AdminTab, string> = {
  'visao-geral': 'Os números do negócio, atualizados a cada visita.',
  clientes: 'Busque por nome, e-mail ou CPF/CNPJ e atenda o cliente.',
  planos: 'O que está à venda, por quanto e em que ordem.',
  versoes:
    'As versões do aplicativo de desktop: publicar, liberar aos poucos, retirar. Os downloads contados em /download.',
  auditoria: 'Toda ação de um operador, com quem, quando e os valores antes e depois.',
  conciliacao:
    'Nossos registros comparados com os do Asaas uma vez por dia: o que difere e o que fazer.',
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
    case 'versoes':
      return <ReleasesPanel />
    case 'auditoria':
      return <AuditPanel search={search} />
    case 'conciliacao':
      return <ReconciliationPanel search={search} />
  }
}

/** /admin: the operator console, its own header and navigation, the tab from ?aba=. */
export function AdminScreen({ search }: { search: AdminSearch }) {
  const { user } = useSignedIn()
  const tab = search.aba ?? 'visao-geral'
  const current = TABS.find((item) => item.tab === tab) ?? TABS[0]
  return (
    <SignedInPage>
      <SignedInHeader
        width="wide"
        who={`Operador: ${user.name.split(' ')[0]}`}
        actions={
          <Button variant="ghost" size="sm" asChild>
            <Link to="/dashboard">Minha conta</Link>
          </Button>
        }
      />
      <SideNavLayout
        width="wide"
        navLabel="Administração"
        nav={TABS.map(({ tab: item, label, icon: Icon }) => (
          <Link
            key={item}
            to="/admin"
            search={{ aba: item }}
            className={sideNavLink}
            aria-current={item === tab ? 'page' : undefined}
          >
            <Icon aria-hidden="true" />
            {label}
          </Link>
        ))}
      >
        <div>
          <h1 className={adminStyles.title}>{current.label}</h1>
          <p className={adminStyles.intro}>{INTROS[tab]}</p>
        </div>
        <Panel search={search} />
      </SideNavLayout>
    </SignedInPage>
  )
}
