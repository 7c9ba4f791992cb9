import { CART_EXPIRY_DAYS, COOKIE_RETENTION } from '@atendimento/domain/constants'
import { COOKIE_CATEGORY_TEXT } from '@atendimento/domain/cookie-categories'
import { COOKIE_CATEGORIES } from '@atendimento/domain/schemas/cookie-preferences'
import { COMPANY } from '../contact/site-config.ts'
import { CookiePreferencesButton } from './cookie-preferences-button.tsx'
import { LegalLayout, type LegalSection, legalText as t } from './legal-layout.tsx'

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'o-que-sao',
    title: 'O que são cookies',
    content: (
      <p className={t.p}>
        Cookies são pequenos arquivos que um site guarda no seu navegador para lembrar informações
        entre uma visita e outra. Tecnologias parecidas, como o armazenamento local do navegador,
        funcionam do mesmo jeito e são tratadas aqui também.
      </p>
    ),
  },
  {
    id: 'tipos',
    title: 'Tipos de cookies',
    content: (
      <ul className={t.list}>
        {COOKIE_CATEGORIES.map((category) => (
          <li key={category}>
            <strong className={t.strong}>{COOKIE_CATEGORY_TEXT[category].label}:</strong>{' '}
            {COOKIE_CATEGORY_TEXT[category].description}
          </li>
        ))}
      </ul>
    ),
  },
  {
    id: 'finalidades',
    title: 'Finalidades',
    content: (
      <p className={t.p}>
        Usamos cookies para manter você conectado à sua conta, guardar o carrinho de compras por até{' '}
        {CART_EXPIRY_DAYS} dias e lembrar a sua decisão sobre cookies e, apenas se você permitir,
        lembrar o tema escolhido em outras abas e nas próximas visitas, entender o uso do site e
        medir as nossas campanhas.
      </p>
    ),
  },
  {
    id: 'como-gerenciar',
    title: 'Como gerenciar',
    content: (
      <>
        <p className={t.p}>
          No aviso de cookies você pode aceitar todos, rejeitar os não essenciais ou personalizar
          cada categoria. Ao rejeitar, ficam só os essenciais: a sessão, o carrinho e a sua escolha
          continuam guardados, e o tema escolhido passa a valer só para a aba aberta. Para rever a
          sua escolha, use o botão abaixo ou o link “Preferências de cookies” no rodapé. Você também
          pode apagar cookies pelas configurações do navegador; nesse caso, algumas funções do site
          podem deixar de funcionar.
        </p>
        <CookiePreferencesButton />
      </>
    ),
  },
  {
    id: 'terceiros',
    title: 'Cookies de terceiros',
    content: (
      <p className={t.p}>
        Se você permitir, um serviço de análise de audiência da web (como o Google Analytics) e
        redes sociais (como Facebook, Instagram e LinkedIn) podem guardar os próprios cookies para
        medir visitas e campanhas. Esses cookies seguem as políticas de privacidade de cada
        terceiro.
      </p>
    ),
  },
  {
    id: 'retencao',
    title: 'Retenção',
    content: (
      <ul className={t.list}>
        <li>{COOKIE_RETENTION.session}</li>
        <li>{COOKIE_RETENTION.persistent}</li>
      </ul>
    ),
  },
  {
    id: 'direitos',
    title: 'Seus direitos',
    content: (
      <p className={t.p}>
        Pela Lei Geral de Proteção de Dados, você pode acessar, corrigir, excluir e portar os seus
        dados, e revogar o consentimento a qualquer momento, inclusive mudando as suas preferências
        de cookies.
      </p>
    ),
  },
  {
    id: 'alteracoes',
    title: 'Alterações desta política',
    content: (
      <p className={t.p}>
        Esta política pode ser atualizada. A data da última atualização aparece no topo da página;
        se as mudanças exigirem, pediremos o seu consentimento de novo.
      </p>
    ),
  },
  {
    id: 'contato',
    title: 'Contato',
    content: (
      <p className={t.p}>
        Dúvidas sobre cookies ou sobre os seus dados: escreva para{' '}
        <a href={`mailto:${COMPANY.contactEmail}`} className={t.link}>
          {COMPANY.contactEmail}
        </a>
        . {COMPANY.supportHours.emailReply}.
      </p>
    ),
  },
]

/** /cookies: the cookie policy in 9 sections. */
export function CookiesScreen() {
  return (
    <LegalLayout
      title="Política de Cookies"
      intro={
        <p className={t.p}>
          Esta política explica como o site {COMPANY.host} usa cookies e tecnologias parecidas, e
          como você controla a sua escolha.
        </p>
      }
      sections={SECTIONS}
      showCompany
    />
  )
}
