export interface Feature {
  id: string
  title: string
  description: string
}

export const FEATURES: readonly Feature[] = [
  {
    id: 'configuracao-facil',
    title: 'Configuração fácil da IA',
    description: 'Defina o nome, o tom de voz e o comportamento do assistente em poucos minutos.',
  },
  {
    id: 'sugestoes-modo-manual',
    title: 'Sugestões no modo manual',
    description: 'Prefere responder você mesmo? A IA sugere respostas e você decide o que enviar.',
  },
  {
    id: 'modelos-rapidos',
    title: 'Modelos rápidos',
    description: 'Guarde as respostas que você mais usa e envie com um clique.',
  },
  {
    id: 'gatilhos',
    title: 'Gatilhos por palavra-chave',
    description: 'Respostas fixas disparadas automaticamente quando o cliente usa certas palavras.',
  },
  {
    id: 'transferencia-humana',
    title: 'Transferência para humano',
    description: 'Quando a conversa pede atenção, a IA passa o atendimento para a sua equipe.',
  },
  {
    id: 'gestao-local',
    title: 'Clientes, eventos e painéis',
    description: 'Organize clientes e agendamentos e acompanhe tudo em painéis, no seu computador.',
  },
]

export interface Step {
  number: number
  title: string
  description: string
}

export const STEPS: readonly Step[] = [
  {
    number: 1,
    title: 'Baixe e instale',
    description: 'Instale o aplicativo no Windows, macOS ou Linux.',
  },
  {
    number: 2,
    title: 'Conecte o WhatsApp',
    description: 'Leia o QR Code com o WhatsApp Business do seu celular.',
  },
  {
    number: 3,
    title: 'Configure a IA',
    description: 'Informe a chave do seu provedor de IA e ensine como o assistente deve atender.',
  },
  {
    number: 4,
    title: 'Atenda no automático',
    description: 'A IA responde os clientes e você acompanha tudo pelos painéis.',
  },
]

export interface Testimonial {
  name: string
  role: string
  quote: string
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Mariana Souza',
    role: 'Dona de loja de roupas',
    quote:
      'Agora respondo os clientes até de madrugada sem perder o sono. As vendas pelo WhatsApp aumentaram muito.',
  },
  {
    name: 'Carlos Lima',
    role: 'Gerente de clínica odontológica',
    quote:
      'A IA agenda consultas e tira dúvidas simples. A recepção ficou livre para cuidar de quem está na clínica.',
  },
]

export interface FaqItem {
  question: string
  answer: string
}

export const FAQ: readonly FaqItem[] = [
  {
    question: 'O que é o Atendimento Inteligente?',
    answer:
      'É um aplicativo para computador que automatiza o atendimento do WhatsApp Business com inteligência artificial.',
  },
  {
    question: 'Preciso saber programar?',
    answer: 'Não. A configuração é feita em telas simples e leva poucos minutos.',
  },
  {
    question: 'Como o aplicativo se conecta ao WhatsApp?',
    answer:
      'Pela leitura de um QR Code, como no WhatsApp Web. A integração não é oficial e pode sofrer bloqueios ou limites impostos pela plataforma.',
  },
  {
    question: 'Onde ficam os meus dados?',
    answer:
      'Somente no seu computador, em um banco de dados local. Nós não recebemos as suas conversas.',
  },
  {
    question: 'Preciso de uma chave de API de IA?',
    answer: 'Sim. Você usa a chave do seu próprio provedor de IA e paga o uso diretamente a ele.',
  },
  {
    question: 'As respostas da IA são sempre corretas?',
    answer:
      'Nem sempre. A IA pode errar, por isso revise as respostas importantes; a responsabilidade pelo atendimento é sua.',
  },
  {
    question: 'Posso assumir a conversa a qualquer momento?',
    answer:
      'Sim. A transferência inteligente passa o atendimento para um humano sempre que necessário.',
  },
  {
    question: 'Quais sistemas operacionais são suportados?',
    answer: 'Windows 10 (1903 ou superior), macOS 10.15 ou superior e Ubuntu 18.04+ ou Debian 10+.',
  },
  {
    question: 'Como funciona o pagamento?',
    answer:
      'É uma assinatura no cartão de crédito, cobrada a cada ciclo do plano (por mês ou pelo período que o plano indica), sem fidelidade.',
  },
  {
    question: 'Posso cancelar quando quiser?',
    answer:
      'Sim, a qualquer momento, pelo painel. Seus dados ficam guardados por 30 dias após o cancelamento.',
  },
]

export interface DemoStat {
  value: string
  label: string
}

export const DEMO_STATS: readonly DemoStat[] = [
  { value: '24/7', label: 'Atendimento sem pausa' },
  { value: '2min', label: 'Para configurar' },
  { value: '99%', label: 'Das mensagens respondidas' },
]

export const WHY_CHOOSE_BENEFITS: readonly Feature[] = [
  {
    id: 'respostas-naturais',
    title: 'Respostas naturais',
    description: 'A IA conversa em português do Brasil, com naturalidade e no tom da sua marca.',
  },
  {
    id: 'configuracao-rapida',
    title: 'Pronto em menos de 5 minutos',
    description: 'Instale, leia o QR Code e comece a atender sem complicação.',
  },
  {
    id: 'suporte',
    title: 'Atendimento 24/7',
    description: 'Seus clientes recebem resposta a qualquer hora, todos os dias.',
  },
]
