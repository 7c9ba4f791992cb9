import { DATA_RETENTION_DAYS_AFTER_CANCEL } from '@atendimento/domain/constants'
import { ipDiscoveryParties } from '@atendimento/domain/ip'
import { listPt } from '@atendimento/domain/pt-list'
import { Link } from '@tanstack/react-router'
import { COMPANY } from '../contact/site-config.ts'
import { CookiePreferencesButton } from './cookie-preferences-button.tsx'
import { LegalLayout, type LegalSection, legalText as t } from './legal-layout.tsx'

// Named from the configuration the checkout runs on (domain/ip.ts), so the policy names exactly
// the services the browser calls.
const IP_PARTIES = ipDiscoveryParties()

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'dados-coletados',
    title: 'Dados coletados',
    content: (
      <>
        <p className={t.p}>
          <strong className={t.strong}>No aplicativo:</strong> o {COMPANY.tradeName} guarda, somente
          no seu computador, em um banco de dados local:
        </p>
        <ul className={t.list}>
          <li>nomes e telefones dos seus contatos;</li>
          <li>mensagens trocadas pelo WhatsApp;</li>
          <li>eventos e agendamentos;</li>
          <li>as suas configurações, incluindo a chave de API do seu provedor de IA.</li>
        </ul>
        <p className={t.p}>
          <strong className={t.strong}>No site e na área do cliente:</strong> os dados da sua conta
          (nome, e-mail, telefone, CPF ou CNPJ, data de nascimento e endereço de cobrança), o
          histórico de assinaturas e pagamentos e, no pagamento, apenas a bandeira e os quatro
          últimos dígitos do cartão. O número completo e o código de segurança vão direto ao
          provedor de pagamentos e não são guardados por nós.
        </p>
        <p className={t.p}>
          <strong className={t.strong}>Endereço IP no pagamento com cartão:</strong> o provedor de
          pagamentos pede, junto com os dados do cartão, o endereço IP público de quem paga, para a
          análise antifraude da cobrança. Por isso, antes de enviar o pagamento, o seu navegador
          descobre esse endereço: primeiro pelo servidor STUN do {IP_PARTIES.stun.provider} (
          {IP_PARTIES.stun.host}), numa conexão WebRTC que só devolve o endereço e é encerrada em
          seguida; se ele não responder, pelos serviços públicos de consulta de IP{' '}
          {listPt(IP_PARTIES.lookups.map((party) => `${party.provider} (${party.host})`))},
          consultados nesta ordem até um responder. Esses serviços recebem apenas a requisição do
          seu navegador (o seu endereço IP e os dados técnicos que todo navegador envia), nunca os
          dados da sua conta ou do cartão, e a tratam conforme as próprias políticas de privacidade.
          O endereço encontrado segue com o pagamento; na cobrança, o nosso servidor usa o endereço
          de onde a conexão chega até ele.
        </p>
        <p className={t.p}>
          <strong className={t.strong}>Computadores conectados à conta:</strong> quando você conecta
          o aplicativo a um computador (em /ativar), guardamos sobre ele: o nome que o aplicativo
          informa (você pode trocá-lo no painel), o sistema, a versão do aplicativo, quando e de
          qual endereço IP a conexão foi aprovada, quando o aplicativo verificou a licença pela
          última vez e um identificador que o próprio aplicativo calcula a partir da identificação
          da máquina (um código HMAC: nunca recebemos a identificação em si). Os códigos de acesso
          do aplicativo ficam guardados apenas como resumo criptográfico (hash), nunca como texto.
        </p>
        <p className={t.p}>
          Usamos esses dados para contar os computadores que o seu plano permite, para que um
          computador reinstalado continue usando a mesma vaga, para mostrar a você, em Minha Conta{' '}
          {'>'} Computadores, onde a sua conta está em uso (e avisar por e-mail quando um computador
          novo é conectado) e para emitir a licença que o aplicativo confere sem internet. Um
          computador desconectado continua na lista de Baixar meus dados até a exclusão da conta; ao
          excluir a conta, todos são desconectados e esses dados são apagados.
        </p>
      </>
    ),
  },
  {
    id: 'uso-dados',
    title: 'Uso dos dados',
    content: (
      <>
        <p className={t.p}>Os dados guardados no aplicativo são usados apenas para:</p>
        <ul className={t.list}>
          <li>gerenciar as conversas com os seus clientes;</li>
          <li>gerar respostas automáticas;</li>
          <li>produzir relatórios internos e painéis para você.</li>
        </ul>
        <p className={t.p}>
          Para gerar as respostas, o conteúdo das conversas pode ser enviado ao provedor de IA que
          você escolheu, com a sua própria chave de API, e fica sujeito à política de privacidade
          desse provedor. As respostas podem ser imprecisas: revise-as, pois a responsabilidade pelo
          atendimento é sua. Os dados da conta no site servem para identificar você, cobrar a
          assinatura e prestar suporte.
        </p>
      </>
    ),
  },
  {
    id: 'integracao-whatsapp',
    title: 'Integração com o WhatsApp',
    content: (
      <p className={t.p}>
        O aplicativo se conecta ao WhatsApp por meio de uma biblioteca de código aberto, em uma
        integração não oficial e sem vínculo com o titular da plataforma. A conexão pode sofrer
        bloqueios ou limites impostos por esse titular, e a empresa não se responsabiliza por
        interrupções decorrentes deles.
      </p>
    ),
  },
  {
    id: 'seguranca',
    title: 'Segurança',
    content: (
      <p className={t.p}>
        Como os dados do aplicativo ficam no seu computador, a segurança deles é sua
        responsabilidade: use um dispositivo seguro, protegido por senha e atualizado, e faça
        backups periódicos. No site, usamos conexão criptografada, senhas guardadas com algoritmos
        próprios para isso e acesso restrito aos dados da conta.
      </p>
    ),
  },
  {
    id: 'direitos-titular',
    title: 'Direitos do titular',
    content: (
      <>
        <p className={t.p}>
          De acordo com a Lei Geral de Proteção de Dados (Lei nº 13.709/2018), você pode pedir a
          qualquer momento:
        </p>
        <ul className={t.list}>
          <li>acesso aos seus dados;</li>
          <li>correção de dados incompletos, inexatos ou desatualizados;</li>
          <li>exclusão dos seus dados;</li>
          <li>portabilidade dos dados a outro fornecedor;</li>
          <li>revogação do consentimento.</li>
        </ul>
        <p className={t.p}>
          No site, com a conta aberta, você exerce parte deles sozinho, em Minha Conta {'>'}{' '}
          Configurações: <strong className={t.strong}>Baixar meus dados</strong> entrega um arquivo
          JSON com perfil, assinaturas, pagamentos, computadores, consentimentos e e-mails enviados
          (acesso e portabilidade), e{' '}
          <strong className={t.strong}>Excluir conta permanentemente</strong> apaga a conta
          (exclusão). Para os demais, ou se preferir, envie um e-mail para{' '}
          <a href={`mailto:${COMPANY.contactEmail}`} className={t.link}>
            {COMPANY.contactEmail}
          </a>
          .
        </p>
      </>
    ),
  },
  {
    id: 'retencao-exclusao',
    title: 'Retenção e exclusão',
    content: (
      <>
        <p className={t.p}>
          Os dados do aplicativo permanecem apenas enquanto ele estiver instalado e são removidos na
          desinstalação ou quando você usa as funções de exclusão manual. Os dados da conta no site
          são mantidos enquanto a assinatura estiver ativa e por {DATA_RETENTION_DAYS_AFTER_CANCEL}{' '}
          dias após o cancelamento, salvo o que a lei manda guardar por mais tempo, descrito abaixo.
        </p>
        <p className={t.p}>
          Ao excluir a conta, as assinaturas ativas são canceladas no provedor de pagamento, seus
          dados pessoais (nome, e-mail, CPF/CNPJ, telefone, endereço e senha) são apagados e todas
          as sessões são encerradas. Ficam guardados, sem nenhum desses dados, os registros dos
          pagamentos (valor, data, plano, bandeira e quatro últimos dígitos do cartão) por 5 anos,
          contados como manda o Código Tributário Nacional (arts. 173 e 174): é o prazo em que o
          fisco pode rever os tributos dessas vendas, e o Código Civil (art. 1.194) obriga a guardar
          os documentos da escrituração enquanto ele corre. Os registros de acesso às ações da conta
          (data, hora e endereço IP) são guardados pelo menos pelos 6 meses que o Marco Civil da
          Internet exige (Lei nº 12.965/2014, art. 15).
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    content: (
      <>
        <p className={t.p}>
          O site usa cookies essenciais e, com o seu consentimento, cookies de desempenho,
          funcionalidade e marketing. Os detalhes estão na{' '}
          <Link to="/cookies" className={t.link}>
            Política de Cookies
          </Link>
          . Você pode rever a sua escolha a qualquer momento no aviso de cookies:
        </p>
        <CookiePreferencesButton />
      </>
    ),
  },
  {
    id: 'contato',
    title: 'Contato',
    content: (
      <p className={t.p}>
        Dúvidas sobre esta política ou sobre os seus dados: escreva para{' '}
        <a href={`mailto:${COMPANY.contactEmail}`} className={t.link}>
          {COMPANY.contactEmail}
        </a>{' '}
        ou fale com a gente pelo telefone {COMPANY.phoneDisplay}. {COMPANY.supportHours.emailReply}.
      </p>
    ),
  },
]

/** /privacidade: the privacy policy, with the company block and 8 numbered sections. */
export function PrivacyScreen() {
  return (
    <LegalLayout
      title="Política de Privacidade"
      intro={
        <p className={t.p}>
          Esta política explica quais dados o aplicativo {COMPANY.tradeName} e o site {COMPANY.host}{' '}
          tratam, para quê, e como você exerce os seus direitos.
        </p>
      }
      sections={SECTIONS}
      showCompany
    />
  )
}
