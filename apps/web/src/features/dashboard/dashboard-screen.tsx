import { type DashboardTab, sidebarTabFor } from '@atendimento/domain/constants'
import { DEVICE_TEXTS } from '@atendimento/domain/devices/device-texts'
import { Button } from '@atendimento/ui/button'
import { Link } from '@tanstack/react-router'
import { CreditCard, Monitor, Settings, Shield, User } from 'lucide-react'
import { useSignedIn } from '../auth/use-signed-in.ts'
import { DevicesPanel } from '../devices/devices-panel.tsx'
import { RequiresConnection } from '../pwa/requires-connection.tsx'
import {
  SideNavLayout,
  SignedInHeader,
  SignedInPage,
  sideNavLink,
} from '../shell/signed-in-frame.tsx'
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
  { tab: 'devices', label: 'Computadores', icon: Monitor },
  { tab: 'settings', label: 'Configurações', icon: Settings },
] as const

const TITLES: Record<DashboardTab, { title: string; intro: string }> = {
  account: { title: 'Minha Conta', intro: 'Veja e atualize seus dados.' },
  security: { title: 'Segurança', intro: 'Mantenha sua conta protegida.' },
  plans: { title: 'Planos e Pagamentos', intro: 'Sua assinatura e seus pagamentos.' },
  payments: { title: 'Pagamentos', intro: 'Todas as cobranças da sua conta.' },
  settings: { title: 'Configurações', intro: 'Preferências da conta.' },
  devices: { title: 'Computadores', intro: DEVICE_TEXTS.tabIntro },
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
    case 'devices':
      return <DevicesPanel />
  }
}

/** /dashboard: its own header (logo, Sair), the sidebar and the tab from ?tab=. */
export function DashboardScreen({ tab }: { tab: DashboardTab }) {
  const { user } = useSignedIn()
  const current = sidebarTabFor(tab)
  const heading = TITLES[tab]

  return (
    <SignedInPage>
      <SignedInHeader
        who={`Olá, ${user.name.split(' ')[0]}`}
        actions={
          user.role === 'operator' && (
            <Button variant="ghost" size="sm" asChild>
              <Link to="/admin">Administração</Link>
            </Button>
          )
        }
      />
      <RequiresConnection>
        <SideNavLayout
          navLabel="Painel da conta"
          nav={SIDEBAR.map(({ tab: item, label, icon: Icon }) => (
            <Link
              key={item}
              to="/dashboard"
              search={{ tab: item }}
              className={sideNavLink}
              aria-current={item === current ? 'page' : undefined}
              activeOptions={{ includeSearch: true }}
            >
              <Icon aria-hidden="true" />
              {label}
            </Link>
          ))}
        >
          {tab !== 'plans' && (
            <div>
              <h1 className={dashboardStyles.tabTitle}>{heading.title}</h1>
              <p className={dashboardStyles.tabIntro}>{heading.intro}</p>
            </div>
          )}
          <TabContent tab={tab} />
        </SideNavLayout>
      </RequiresConnection>
    </SignedInPage>
  )
}
