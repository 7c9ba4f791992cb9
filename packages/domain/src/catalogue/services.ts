import type { Service } from './types.ts'

export const SERVICES: readonly Service[] = [
  {
    id: 'sublimacao',
    title: 'Sublimação',
    description: 'Personalização de canecas, camisetas, azulejos e muito mais.',
    category: 'Sublimação',
    features: [
      'Cores vivas e duráveis',
      'Pedidos a partir de uma unidade',
      'Arte revisada com você',
    ],
    detailedDescription:
      'Aplicamos a sua arte em peças próprias para sublimação com prensa térmica profissional. Atendemos desde um presente único até lotes para eventos e empresas.',
    specifications: {
      'Área máxima': '600 x 400 mm',
      'Prazo de produção': '1 a 3 dias úteis',
    },
    images: ['/images/servicos/sublimacao.webp'],
    process: [
      'Envio da arte ou da ideia',
      'Aprovação da prova digital',
      'Produção',
      'Entrega ou retirada',
    ],
    technologies: ['Prensa térmica', 'Impressora de sublimação', 'Tintas de alta fixação'],
    available: true,
  },
  {
    id: 'impressao-3d',
    title: 'Impressão 3D',
    description: 'Protótipos, peças de reposição e miniaturas sob medida.',
    category: 'Impressão 3D',
    features: ['Precisão de 0,1 mm', 'Modelagem a partir do seu desenho', 'Diversos materiais'],
    detailedDescription:
      'Transformamos ideias em objetos: modelamos a peça com você e imprimimos em PLA, PETG ou outros filamentos, com acabamento cuidadoso.',
    specifications: {
      'Volume máximo': '200 x 200 x 200 mm',
      Precisão: '0,1 mm',
      'Prazo de produção': '2 a 7 dias úteis',
    },
    images: ['/images/servicos/impressao-3d.webp'],
    process: ['Briefing', 'Modelagem 3D', 'Impressão', 'Acabamento', 'Entrega'],
    technologies: ['Impressão FDM', 'PLA', 'PETG', 'Modelagem CAD'],
    available: true,
  },
  {
    id: 'corte-a-laser',
    title: 'Corte a laser',
    description: 'Corte e gravação em MDF, acrílico e outros materiais.',
    category: 'Corte a laser',
    features: [
      'Cortes precisos e limpos',
      'Gravação de logotipos e textos',
      'Peças únicas ou em série',
    ],
    detailedDescription:
      'Cortamos e gravamos a laser placas, brindes, displays e peças decorativas, com acabamento preciso em MDF, acrílico, couro e papelão.',
    specifications: {
      'Área máxima': '600 x 400 mm',
      'Prazo de produção': '2 a 7 dias úteis',
    },
    images: ['/images/servicos/corte-a-laser.webp'],
    process: ['Envio do desenho', 'Ajuste do arquivo vetorial', 'Corte e gravação', 'Entrega'],
    technologies: ['Laser CO2', 'Arquivos vetoriais (SVG, DXF)'],
    available: true,
  },
  {
    id: 'sites',
    title: 'Criação de sites',
    description: 'Sites rápidos, responsivos e fáceis de encontrar no Google.',
    category: 'Criação de sites',
    features: ['Layout responsivo', 'Otimização para buscadores', 'Integração com WhatsApp'],
    detailedDescription:
      'Criamos sites institucionais, páginas de venda e lojas virtuais sob medida, com foco em velocidade, acessibilidade e em transformar visitantes em clientes.',
    specifications: {
      Entrega: 'Site publicado com domínio próprio',
      'Prazo de produção': 'Definido no orçamento',
    },
    images: ['/images/servicos/sites.webp'],
    process: [
      'Conversa inicial',
      'Proposta e cronograma',
      'Design',
      'Desenvolvimento',
      'Publicação',
    ],
    technologies: ['React', 'TypeScript', 'Hospedagem em nuvem'],
    available: true,
  },
]

export function findService(id: string): Service | undefined {
  return SERVICES.find((service) => service.id === id)
}
