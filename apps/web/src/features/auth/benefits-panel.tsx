import { css } from '@atendimento/ui/styled-system/css'
import { CreditCard, Headphones, LayoutDashboard, Receipt } from 'lucide-react'

const BENEFITS = [
  {
    icon: LayoutDashboard,
    title: 'Acesso ao painel',
    text: 'Acompanhe sua conta e seus dados em um só lugar.',
  },
  {
    icon: CreditCard,
    title: 'Gestão da assinatura',
    text: 'Assine, cancele ou reative seu plano quando quiser.',
  },
  {
    icon: Headphones,
    title: 'Suporte prioritário',
    text: 'Atendimento por chat, e-mail e telefone.',
  },
  {
    icon: Receipt,
    title: 'Histórico de pagamentos',
    text: 'Consulte cada cobrança e o status dela.',
  },
] as const

const styles = {
  aside: css({
    display: { base: 'none', lg: 'flex' },
    flexDirection: 'column',
    gap: '5',
    w: '80',
    flexShrink: 0,
    p: '6',
    mt: '10',
    borderRadius: 'xl',
    bg: 'accent.subtle',
    color: 'accent.subtleFg',
  }),
  title: css({ textStyle: 'title', m: '0' }),
  list: css({
    listStyle: 'none',
    p: '0',
    m: '0',
    display: 'flex',
    flexDirection: 'column',
    gap: '4',
  }),
  item: css({ display: 'flex', gap: '3', '& svg': { w: '5', h: '5', flexShrink: 0, mt: '0.5' } }),
  itemTitle: css({ fontWeight: 'semibold', m: '0' }),
  itemText: css({ textStyle: 'small', m: '0' }),
}

/** Why create an account: the four benefits of the registration page. */
export function BenefitsPanel() {
  return (
    <aside className={styles.aside} aria-labelledby="beneficios-titulo">
      <h2 id="beneficios-titulo" className={styles.title}>
        Vantagens da sua conta
      </h2>
      <ul className={styles.list}>
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title} className={styles.item}>
            <Icon aria-hidden="true" />
            <div>
              <p className={styles.itemTitle}>{title}</p>
              <p className={styles.itemText}>{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  )
}
