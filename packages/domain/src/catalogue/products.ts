import type { Product } from './types.ts'

export const PRODUCTS: readonly Product[] = [
  {
    id: 'caneca-personalizada',
    title: 'Caneca personalizada',
    description: 'Caneca de cerâmica com a sua arte, foto ou logotipo em sublimação.',
    category: 'Sublimação',
    features: [
      'Impressão em alta definição',
      'Cores que não desbotam na lavagem',
      'Pode ir ao micro-ondas',
      'Arte revisada antes da produção',
    ],
    detailedDescription:
      'Canecas de cerâmica de primeira linha personalizadas por sublimação: a tinta penetra no esmalte e a arte fica firme por muitos anos. Ideal para brindes, presentes e para a identidade da sua marca.',
    specifications: {
      Material: 'Cerâmica com revestimento para sublimação',
      'Área de impressão': '20 x 9 cm',
      'Prazo de produção': '3 a 5 dias úteis',
    },
    images: ['/images/produtos/caneca-1.webp', '/images/produtos/caneca-2.webp'],
    priceRange: 'R$ 34,90 - R$ 44,90',
    available: true,
    hasVariants: true,
    variants: [
      {
        id: 'branca-325ml',
        name: 'Branca 325 ml',
        price: 34.9,
        available: true,
        specifications: { Capacidade: '325 ml', Cor: 'Branca' },
      },
      {
        id: 'alca-colorida-325ml',
        name: 'Alça e interior coloridos 325 ml',
        price: 39.9,
        available: true,
        specifications: { Capacidade: '325 ml', Cor: 'Branca com alça e interior coloridos' },
      },
      {
        id: 'magica-325ml',
        name: 'Mágica 325 ml',
        price: 44.9,
        available: true,
        specifications: { Capacidade: '325 ml', Cor: 'Preta, revela a arte com líquido quente' },
      },
    ],
  },
  {
    id: 'mousepad-personalizado',
    title: 'Mousepad personalizado',
    description: 'Mousepad com base antiderrapante e a estampa que você escolher.',
    category: 'Sublimação',
    features: [
      'Base de borracha antiderrapante',
      'Superfície lisa para precisão',
      'Cantos arredondados',
    ],
    detailedDescription:
      'Mousepad em tecido sublimado sobre base de borracha, confortável no dia a dia e com estampa nítida, do logotipo da empresa à foto da família.',
    specifications: {
      Dimensões: '22 x 18 cm',
      Espessura: '3 mm',
      'Prazo de produção': '3 a 5 dias úteis',
    },
    images: ['/images/produtos/mousepad-1.webp'],
    priceRange: 'R$ 29,90',
    available: true,
    hasVariants: false,
    variants: [],
  },
  {
    id: 'combo-escritorio',
    title: 'Combo escritório',
    description: 'Caneca e mousepad com a mesma arte, prontos para presentear.',
    category: 'Sublimação',
    features: ['Caneca branca 325 ml', 'Mousepad 22 x 18 cm', 'Arte única aplicada nos dois itens'],
    detailedDescription:
      'O combo reúne uma caneca e um mousepad personalizados com a mesma arte. Uma ótima opção para brindes corporativos e kits de boas-vindas.',
    specifications: {
      Itens: 'Caneca branca 325 ml e mousepad 22 x 18 cm',
      'Prazo de produção': '3 a 5 dias úteis',
    },
    images: ['/images/produtos/combo-1.webp'],
    priceRange: 'R$ 59,90',
    available: true,
    hasVariants: false,
    variants: [],
  },
  {
    id: 'pecas-3d',
    title: 'Peças em impressão 3D',
    description: 'Chaveiros, suportes e miniaturas impressos em 3D sob medida.',
    category: 'Impressão 3D',
    features: ['Precisão de 0,1 mm', 'Diversas cores de filamento', 'Peças de até 20 x 20 x 20 cm'],
    detailedDescription:
      'Peças impressas em 3D em PLA de alta qualidade. Escolha um dos modelos prontos ou envie o seu projeto para um orçamento personalizado.',
    specifications: {
      Material: 'PLA',
      'Tamanho máximo': '200 x 200 x 200 mm',
      Precisão: '0,1 mm',
      'Prazo de produção': '3 a 5 dias úteis',
    },
    images: ['/images/produtos/pecas-3d-1.webp'],
    priceRange: 'R$ 9,90 - R$ 24,90',
    available: true,
    hasVariants: true,
    variants: [
      {
        id: 'suporte-celular',
        name: 'Suporte para celular',
        price: 14.9,
        available: true,
        specifications: { Dimensões: '8 x 7 x 10 cm' },
      },
      {
        id: 'miniatura',
        name: 'Miniatura personalizada',
        price: 24.9,
        available: true,
        specifications: { Altura: 'até 10 cm' },
      },
      {
        id: 'chaveiro',
        name: 'Chaveiro',
        price: 9.9,
        available: true,
        specifications: { Dimensões: 'até 5 x 5 cm' },
      },
    ],
  },
]

export function findProduct(id: string): Product | undefined {
  return PRODUCTS.find((product) => product.id === id)
}
