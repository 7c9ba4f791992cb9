import { DATA_RETENTION_DAYS_AFTER_CANCEL } from '@atendimento/domain/constants'
import { Link } from '@tanstack/react-router'
import { COMPANY } from '../contact/site-config.ts'
import { LegalLayout, type LegalSection, legalText as t } from './legal-layout.tsx'

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'definicoes',
    title: 'Definições',
    content: (
      <>
        <p className={t.p}>Para os fins destes Termos de Uso, consideram-se:</p>
        <ul className={t.list}>
          <li>
            <strong className={t.strong}>Aplicativo:</strong> o programa para computador{' '}
            {COMPANY.tradeName}, que automatiza o atendimento no WhatsApp Business com inteligência
            artificial.
          </li>
          <li>
            <strong className={t.strong}>Site:</strong> o endereço {COMPANY.host} e as suas páginas,
            incluindo a área do cliente.
          </li>
          <li>
            <strong className={t.strong}>Empresa:</strong> {COMPANY.registeredName}, inscrita no
            CNPJ sob o nº {COMPANY.cnpj}, titular do Aplicativo e do Site.
          </li>
          <li>
            <strong className={t.strong}>Usuário:</strong> a pessoa física ou jurídica que cria uma
            conta, assina um plano ou utiliza o Aplicativo.
          </li>
          <li>
            <strong className={t.strong}>Provedor de IA:</strong> o serviço de inteligência
            artificial de terceiros escolhido pelo Usuário, acessado com a chave de API do próprio
            Usuário.
          </li>
          <li>
            <strong className={t.strong}>Assinatura:</strong> a contratação de um plano, renovada a
            cada ciclo (por mês ou pelo período que o plano indica) e paga com cartão de crédito.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'licenca',
    title: 'Licença de uso',
    content: (
      <>
        <p className={t.p}>
          Enquanto a Assinatura estiver ativa, a Empresa concede ao Usuário uma licença pessoal,
          limitada, não exclusiva e intransferível para instalar e usar o Aplicativo em seus
          computadores, de acordo com o plano contratado e com estes Termos.
        </p>
        <p className={t.p}>
          É proibido copiar, revender, sublicenciar, descompilar, fazer engenharia reversa ou
          modificar o Aplicativo, exceto nos limites permitidos pela legislação brasileira.
        </p>
      </>
    ),
  },
  {
    id: 'cadastro-assinatura',
    title: 'Cadastro e assinatura',
    content: (
      <>
        <p className={t.p}>
          Para assinar, o Usuário informa dados verdadeiros e atualizados (nome, e-mail, telefone,
          CPF ou CNPJ e endereço de cobrança) e é responsável por manter a sua senha em sigilo.
        </p>
        <ul className={t.list}>
          <li>
            A cobrança é feita a cada ciclo do plano (por mês ou pelo período que o plano indica),
            no cartão de crédito, por meio de um provedor de pagamentos.
          </li>
          <li>
            Não há fidelidade: a Assinatura pode ser cancelada a qualquer momento pelo painel.
          </li>
          <li>
            Após o cancelamento, o acesso continua até o fim do período já pago, e os dados da conta
            são mantidos por {DATA_RETENTION_DAYS_AFTER_CANCEL} dias.
          </li>
          <li>Uma Assinatura cancelada pode ser reativada, retomando as cobranças mensais.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'uso-aplicativo',
    title: 'Uso do aplicativo',
    content: (
      <>
        <p className={t.p}>O Usuário se compromete a usar o Aplicativo de forma lícita, sem:</p>
        <ul className={t.list}>
          <li>enviar mensagens em massa não solicitadas (spam) ou conteúdo enganoso;</li>
          <li>violar direitos de terceiros, a privacidade dos seus clientes ou a legislação;</li>
          <li>descumprir as regras de uso do WhatsApp e do Provedor de IA escolhido.</li>
        </ul>
        <p className={t.p}>
          O Aplicativo funciona no computador do Usuário e guarda os dados localmente. O Usuário
          fornece a própria chave de API do Provedor de IA e arca com os custos desse serviço.
        </p>
      </>
    ),
  },
  {
    id: 'conteudo-ia',
    title: 'Conteúdo do usuário e responsabilidade pelas respostas da IA',
    content: (
      <>
        <p className={t.p}>
          As conversas, contatos, modelos de resposta e configurações pertencem ao Usuário, que
          responde pelo conteúdo enviado aos seus clientes.
        </p>
        <p className={t.p}>
          As respostas automáticas são geradas pelo Provedor de IA, que pode receber o conteúdo das
          conversas para produzi-las. Essas respostas podem conter erros ou imprecisões: cabe ao
          Usuário revisá-las e configurar o assistente de forma adequada, sendo o único responsável
          pelo atendimento prestado.
        </p>
      </>
    ),
  },
  {
    id: 'funcionalidades',
    title: 'Funcionalidades',
    content: (
      <>
        <p className={t.p}>O Aplicativo oferece, conforme o plano contratado:</p>
        <ul className={t.list}>
          <li>configuração da identidade e do comportamento da IA;</li>
          <li>sugestões da IA no modo manual e modelos de resposta rápida;</li>
          <li>gatilhos por palavra-chave com respostas fixas;</li>
          <li>transferência inteligente para um atendente humano;</li>
          <li>gestão local de clientes, eventos e agendamentos, e painéis.</li>
        </ul>
        <p className={t.p}>
          A conexão com o WhatsApp é feita por leitura de QR Code, por meio de uma biblioteca de
          código aberto, em uma integração não oficial e sem vínculo com o titular da plataforma.
          Por isso, o serviço está sujeito a bloqueios ou limites impostos por esse titular, e a
          Empresa não se responsabiliza por interrupções decorrentes deles.
        </p>
        <p className={t.p}>
          A Empresa pode aprimorar, alterar ou descontinuar funcionalidades, avisando os Usuários
          sobre mudanças relevantes.
        </p>
      </>
    ),
  },
  {
    id: 'propriedade-intelectual',
    title: 'Propriedade intelectual',
    content: (
      <p className={t.p}>
        O Aplicativo, o Site, as marcas, os textos, as imagens e o código pertencem à Empresa ou a
        seus licenciantes e são protegidos pela legislação de propriedade intelectual. Estes Termos
        não transferem ao Usuário nenhum direito sobre eles além da licença descrita acima.
      </p>
    ),
  },
  {
    id: 'limitacao-responsabilidade',
    title: 'Limitação de responsabilidade',
    content: (
      <>
        <p className={t.p}>Na máxima extensão permitida pela lei, a Empresa não responde por:</p>
        <ul className={t.list}>
          <li>bloqueios, limites ou mudanças impostos pelo WhatsApp ou pelo Provedor de IA;</li>
          <li>respostas imprecisas geradas pela IA e não revisadas pelo Usuário;</li>
          <li>perda de dados causada por falha, furto ou formatação do computador sem backup;</li>
          <li>lucros cessantes ou danos indiretos decorrentes do uso do Aplicativo.</li>
        </ul>
        <p className={t.p}>
          Nada nestes Termos limita direitos garantidos pelo Código de Defesa do Consumidor a quem
          for consumidor.
        </p>
      </>
    ),
  },
  {
    id: 'seguranca',
    title: 'Segurança',
    content: (
      <p className={t.p}>
        Como os dados ficam no computador do Usuário, a segurança deles depende também dele:
        mantenha o equipamento protegido por senha, com sistema e antivírus atualizados, e faça
        backups periódicos. A Empresa adota boas práticas de segurança no Site e na área do cliente,
        e nunca guarda o número completo do cartão.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    content: (
      <p className={t.p}>
        O Site usa cookies e armazenamento local conforme a{' '}
        <Link to="/cookies" className={t.link}>
          Política de Cookies
        </Link>
        . Você pode aceitar, rejeitar ou personalizar as categorias no aviso de cookies a qualquer
        momento, pelo link “Preferências de cookies” no rodapé.
      </p>
    ),
  },
  {
    id: 'rescisao',
    title: 'Rescisão',
    content: (
      <>
        <p className={t.p}>
          O Usuário pode cancelar a Assinatura quando quiser. A Empresa pode suspender ou encerrar o
          acesso de quem violar estes Termos ou a lei, ou em caso de falta de pagamento.
        </p>
        <p className={t.p}>
          Encerrada a Assinatura, a licença termina ao fim do período pago e os dados da conta são
          mantidos por {DATA_RETENTION_DAYS_AFTER_CANCEL} dias; os dados guardados no computador do
          Usuário permanecem sob o controle dele.
        </p>
      </>
    ),
  },
  {
    id: 'alteracoes',
    title: 'Alterações dos termos',
    content: (
      <p className={t.p}>
        Estes Termos podem ser atualizados. A data da última atualização aparece no topo da página,
        e mudanças relevantes serão comunicadas por e-mail ou no Site. Continuar usando o Aplicativo
        depois disso significa concordar com a nova versão.
      </p>
    ),
  },
  {
    id: 'lei-aplicavel',
    title: 'Lei aplicável e foro',
    content: (
      <p className={t.p}>
        Estes Termos são regidos pelas leis da República Federativa do Brasil. Fica eleito o foro do
        domicílio do Usuário consumidor ou, nos demais casos, o da sede da Empresa, para resolver
        qualquer controvérsia. Dúvidas podem ser enviadas para{' '}
        <a href={`mailto:${COMPANY.contactEmail}`} className={t.link}>
          {COMPANY.contactEmail}
        </a>
        .
      </p>
    ),
  },
]

/** /termos: the terms of use in 13 sections. */
export function TermsScreen() {
  return (
    <LegalLayout
      title="Termos de Uso"
      intro={
        <p className={t.p}>
          Estes Termos de Uso regulam o uso do aplicativo {COMPANY.tradeName} e do site{' '}
          {COMPANY.host}. Ao criar uma conta, assinar um plano ou usar o aplicativo, você concorda
          com as condições abaixo.
        </p>
      }
      sections={SECTIONS}
      showCompany
    />
  )
}
