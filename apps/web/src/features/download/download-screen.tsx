import { RELEASES, visibleReleases } from '@atendimento/domain/catalogue/releases'
import { PLATFORM_LABELS } from '@atendimento/domain/catalogue/system-requirements'
import { formatDate } from '@atendimento/domain/dates'
import { platformFromUserAgent } from '@atendimento/domain/platform'
import { base64ToHex } from '@atendimento/domain/release-rules'
import { PLATFORMS, type Platform, type Release } from '@atendimento/domain/schemas/release'
import { css, cx } from '@atendimento/ui/styled-system/css'
import { badge, button } from '@atendimento/ui/styled-system/recipes'
import { useQuery } from '@tanstack/react-query'
import { ChevronDown, Download, Mail, MessageCircle, Monitor } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { APP_CONTACT, mailtoHref, whatsappHref } from '../contact/contact-links.ts'
import { ExternalLink } from '../contact/external-link.tsx'
import { countDownload, releasesQuery } from './releases-query.ts'
import { RequirementsTable } from './requirements-table.tsx'

const styles = {
  main: css({
    maxW: '6xl',
    mx: 'auto',
    px: { base: '4', md: '6' },
    py: { base: '10', md: '14' },
    w: 'full',
  }),
  title: css({ textStyle: 'heading', m: '0' }),
  lead: css({ color: 'fg.muted', mt: '2', mb: '0', maxW: '2xl' }),
  section: css({ mt: '14' }),
  sectionTitle: css({ textStyle: 'title', mt: '0', mb: '4' }),
  cards: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
    gap: '6',
    listStyle: 'none',
    p: '0',
    mt: '8',
  }),
  card: css({
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    p: '6',
    h: 'full',
    bg: 'bg.surface',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'xl',
  }),
  // The same 1 px border plus a ring, and the badge on the top edge: the recommended card's
  // title lines up with the others (a 2 px border and a badge above pushed it down).
  recommended: css({
    borderColor: 'accent.default',
    boxShadow: '[0 0 0 1px token(colors.accent.default)]',
  }),
  recommendedBadge: css({
    position: 'absolute',
    top: '0',
    right: '6',
    transform: 'translateY(-50%)',
  }),
  cardTitle: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    textStyle: 'title',
    m: '0',
    '& svg': { color: 'accent.text' },
  }),
  meta: css({ color: 'fg.muted', textStyle: 'small', m: '0' }),
  checksum: css({
    color: 'fg.muted',
    textStyle: 'small',
    flex: '1',
    '& summary': { cursor: 'pointer', w: 'fit' },
    '& code': {
      display: 'block',
      mt: '1',
      fontFamily: 'mono',
      fontSize: 'xs',
      wordBreak: 'break-all',
      userSelect: 'all',
    },
  }),
  release: css({
    p: '5',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'lg',
    bg: 'bg.surface',
  }),
  releaseTitle: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '2',
    fontWeight: 'semibold',
    m: '0',
    mb: '3',
  }),
  changeTitle: css({ textStyle: 'label', mt: '3', mb: '1' }),
  changes: css({ pl: '5', m: '0', listStyleType: 'disc', color: 'fg.muted' }),
  help: css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '2fr 1fr' }, gap: '8' }),
}

/** The platform this browser runs on; null until mounted (prerendered HTML recommends none). */
function useDetectedPlatform(): Platform | null {
  const [platform, setPlatform] = useState<Platform | null>(null)
  useEffect(() => setPlatform(platformFromUserAgent(navigator.userAgent)), [])
  return platform
}

function PlatformCards({ release }: { release: Release }) {
  const detected = useDetectedPlatform()
  return (
    <ul className={styles.cards} aria-label="Plataformas">
      {PLATFORMS.map((platform) => {
        const download = release.platforms[platform]
        const recommended = platform === detected
        return (
          <li key={platform}>
            <article
              className={cx(styles.card, recommended && styles.recommended)}
              aria-labelledby={`plataforma-${platform}`}
            >
              {recommended && (
                <span className={cx(badge({ tone: 'accent' }), styles.recommendedBadge)}>
                  Recomendado
                </span>
              )}
              <h2 id={`plataforma-${platform}`} className={styles.cardTitle}>
                <Monitor aria-hidden="true" />
                {PLATFORM_LABELS[platform]}
              </h2>
              <p className={styles.meta}>
                Versão {release.version}
                {download.size ? ` · ${download.size}` : ''} · publicada em{' '}
                {formatDate(release.date)}
              </p>
              <Checksum sha512={download.sha512} platform={platform} />
              <ExternalLink
                href={download.url}
                className={button({ variant: recommended ? 'solid' : 'outline', fullWidth: true })}
                onClick={() => countDownload(release.version, platform)}
              >
                <Download aria-hidden="true" />
                Baixar para {PLATFORM_LABELS[platform]}
              </ExternalLink>
            </article>
          </li>
        )
      })}
    </ul>
  )
}

/**
 * The installer's SHA-512, in the hex that sha512sum, shasum -a 512 and certutil print, so a
 * careful person can check the file they got. Releases older than the checksums have none.
 */
function Checksum({ sha512, platform }: { sha512: string | undefined; platform: Platform }) {
  const hex = sha512 && base64ToHex(sha512)
  if (!hex) return <p className={styles.checksum}>Soma de verificação não publicada</p>
  return (
    <details className={styles.checksum}>
      <summary>Verificar o arquivo (SHA-512)</summary>
      <code data-platform={platform}>{hex}</code>
    </details>
  )
}

const CHANGE_GROUPS = [
  { key: 'new', label: 'Novidades' },
  { key: 'improvements', label: 'Melhorias' },
  { key: 'fixes', label: 'Correções' },
] as const

/** Only the latest release until the visitor asks for the whole history. */
export function ReleaseHistory({ releases }: { releases: readonly Release[] }) {
  const [expanded, setExpanded] = useState(false)
  const listId = useId()
  const shown = visibleReleases(releases, expanded)
  return (
    <div>
      <ol
        id={listId}
        className={css({
          display: 'flex',
          flexDirection: 'column',
          gap: '4',
          listStyle: 'none',
          p: '0',
          m: '0',
        })}
      >
        {shown.map((release) => (
          <li key={release.version} className={styles.release}>
            <h3 className={styles.releaseTitle}>
              Versão {release.version}
              <span className={css({ color: 'fg.muted', fontWeight: 'normal' })}>
                · {formatDate(release.date)}
              </span>
              {release.isLatest && <span className={badge({ tone: 'success' })}>Atual</span>}
            </h3>
            {CHANGE_GROUPS.filter((group) => release.changelog[group.key].length > 0).map(
              (group) => (
                <div key={group.key}>
                  <h4 className={styles.changeTitle}>{group.label}</h4>
                  <ul className={styles.changes}>
                    {release.changelog[group.key].map((change) => (
                      <li key={change}>{change}</li>
                    ))}
                  </ul>
                </div>
              ),
            )}
          </li>
        ))}
      </ol>
      {releases.length > 1 && (
        <button
          type="button"
          className={cx(button({ variant: 'ghost', size: 'sm' }), css({ mt: '3' }))}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
        >
          <ChevronDown
            aria-hidden="true"
            className={css({ transform: expanded ? 'rotate(180deg)' : 'none' })}
          />
          {expanded ? 'Ocultar versões anteriores' : `Versões anteriores (${releases.length - 1})`}
        </button>
      )}
    </div>
  )
}

/**
 * The releases the API publishes now; until they arrive (and when it cannot be reached, with no
 * copy kept by the service worker) the ones known at build time, which the prerendered page has.
 */
function useReleases(given: readonly Release[] | undefined): readonly Release[] {
  const { data } = useQuery({ ...releasesQuery(), enabled: !given })
  return given ?? data ?? RELEASES
}

/** /download: installers per platform, version history, requirements and help. */
export function DownloadScreen({ releases: given }: { releases?: readonly Release[] }) {
  const releases = useReleases(given)
  const latest = visibleReleases(releases, false)[0]
  return (
    <main className={styles.main}>
      <h1 className={styles.title}>Baixe o Atendimento Inteligente</h1>
      <p className={styles.lead}>
        Instale o aplicativo no seu computador, leia o QR Code com o WhatsApp Business e comece a
        atender com inteligência artificial.
      </p>
      {latest && <PlatformCards release={latest} />}
      <section aria-labelledby="historico-versoes" className={styles.section}>
        <h2 id="historico-versoes" className={styles.sectionTitle}>
          Histórico de versões
        </h2>
        <ReleaseHistory releases={releases} />
      </section>
      <section aria-labelledby="requisitos-sistema" className={styles.section}>
        <h2 id="requisitos-sistema" className={styles.sectionTitle}>
          Requisitos do sistema
        </h2>
        <RequirementsTable />
      </section>
      <section aria-labelledby="ajuda-instalacao" className={styles.section}>
        <h2 id="ajuda-instalacao" className={styles.sectionTitle}>
          Precisa de ajuda?
        </h2>
        <div className={styles.help}>
          <ol
            className={css({
              pl: '5',
              m: '0',
              display: 'flex',
              flexDirection: 'column',
              gap: '2',
              listStyleType: 'decimal',
              color: 'fg.muted',
            })}
          >
            <li>Baixe o instalador da sua plataforma e abra o arquivo.</li>
            <li>
              No Windows, se aparecer um aviso do SmartScreen, clique em “Mais informações” e depois
              em “Executar assim mesmo”. No macOS, abra pelo menu de contexto na primeira vez.
            </li>
            <li>
              Abra o aplicativo, entre com a sua conta e leia o QR Code com o WhatsApp Business.
            </li>
            <li>
              Informe a chave do seu provedor de IA e configure o comportamento do assistente.
            </li>
          </ol>
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
            <p className={css({ color: 'fg.muted', m: '0' })}>
              Nosso time ajuda na instalação e na configuração inicial.
            </p>
            <ExternalLink href={whatsappHref(APP_CONTACT)} className={button({ variant: 'solid' })}>
              <MessageCircle aria-hidden="true" />
              Ajuda pelo WhatsApp
            </ExternalLink>
            <ExternalLink href={mailtoHref(APP_CONTACT)} className={button({ variant: 'outline' })}>
              <Mail aria-hidden="true" />
              Ajuda por e-mail
            </ExternalLink>
          </div>
        </div>
      </section>
    </main>
  )
}
