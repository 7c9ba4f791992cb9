import { css } from '@atendimento/ui/styled-system/css'
import { button } from '@atendimento/ui/styled-system/recipes'
import { mailtoHref, whatsappHref } from '../contact/contact-links.ts'
import { ExternalLink } from '../contact/external-link.tsx'
import { COMPANY } from '../contact/site-config.ts'
import { Section } from './section.tsx'

const styles = {
  grid: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
    gap: '6',
  }),
  card: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    alignItems: 'flex-start',
    p: '6',
    bg: 'bg.surface',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'xl',
  }),
  title: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    textStyle: 'title',
    m: '0',
  }),
  text: css({ color: 'fg.muted', m: '0' }),
}

export function ContactSection() {
  return (
    <Section
      id="contato"
      title="Fale com a gente"
      intro="Tire dúvidas, peça ajuda com a configuração ou solicite um orçamento."
    >
      <div className={styles.grid}>
        <div className={styles.card}>
          <h3 className={styles.title}>WhatsApp</h3>
          <p className={styles.text}>A forma mais rápida de falar com o nosso time.</p>
          <ExternalLink href={whatsappHref()} className={button({ variant: 'solid' })}>
            Conversar no WhatsApp
          </ExternalLink>
        </div>
        <div className={styles.card}>
          <h3 className={styles.title}>E-mail</h3>
          <p className={styles.text}>{COMPANY.supportHours.emailReply}.</p>
          <ExternalLink href={mailtoHref()} className={button({ variant: 'outline' })}>
            Enviar e-mail
          </ExternalLink>
        </div>
        <div className={styles.card}>
          <h3 className={styles.title}>Telefone</h3>
          <p className={styles.text}>
            <a
              href={`tel:+${COMPANY.phone}`}
              className={css({
                color: 'fg.default',
                fontWeight: 'semibold',
                _touch: { display: 'inline-flex', alignItems: 'center', minH: '11' },
              })}
            >
              {COMPANY.phoneDisplay}
            </a>
          </p>
          <p className={styles.text}>
            {COMPANY.supportHours.weekdays}
            <br />
            {COMPANY.supportHours.saturday}
          </p>
        </div>
      </div>
    </Section>
  )
}
