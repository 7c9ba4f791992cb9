import { CART_EXPIRY_DAYS } from './constants.ts'
import type { CookieCategory } from './schemas/cookie-preferences.ts'

/**
 * What each cookie category keeps, in the words both the banner's 'Personalizar' panel and the
 * cookie policy (/cookies) use, so the two cannot say different things (issue 29). What
 * 'Rejeitar' leaves on is the essential category: the cart is there because it holds a purchase
 * the visitor asked for; the theme is a preference (functionality): without that category it
 * is kept for the open tab only.
 */
export const COOKIE_CATEGORY_TEXT: Record<CookieCategory, { label: string; description: string }> =
  {
    essential: {
      label: 'Essenciais',
      description: `Necessários para o site funcionar e para o que você pede a ele: a sessão da área do cliente, a segurança, o carrinho de compras (guardado por até ${CART_EXPIRY_DAYS} dias) e a sua escolha sobre cookies. Sempre ativos, mesmo se você rejeitar os outros.`,
    },
    performance: {
      label: 'Desempenho',
      description: 'Medem, de forma agregada, como o site é usado, para melhorarmos as páginas.',
    },
    functionality: {
      label: 'Funcionalidade',
      description:
        'Lembram preferências, como o tema claro ou escuro, em outras abas e nas próximas visitas. Sem eles, o tema escolhido vale só para a aba aberta.',
    },
    marketing: {
      label: 'Marketing',
      description: 'Permitem mostrar conteúdos e anúncios relevantes em redes sociais e parceiros.',
    },
  }
