import { describe, expect, it } from 'vitest'
import {
  CART_QUOTE_SUBJECT,
  cartQuoteMailtoLink,
  cartQuoteText,
  cartQuoteWhatsappLink,
  productQuoteIntent,
  quoteItemName,
} from './cart-quote.ts'
import {
  APP_INTENT,
  type ContactIntent,
  emailBody,
  emailSubject,
  mailtoLink,
  mailtoLinkFor,
  whatsappLinkFor,
  whatsappText,
} from './contact.ts'
import { makeCartItem } from './testing/cart.ts'

const config = { phone: '+55 (11) 90000-0000', email: 'vendas@loja.example', host: 'loja.example' }
const greeting = 'Olá! Vim pelo site loja.example.'
const normalize = (text: string) => text.replace(/\u00a0/g, ' ')

const mug: ContactIntent = { type: 'produto', name: 'Caneca personalizada', category: 'Sublimação' }
const laser: ContactIntent = { type: 'servico', name: 'Corte a laser', category: 'Corte a Laser' }

describe('contact: WhatsApp text per intent', () => {
  it('the desktop app is the {product} intent, by a stable slug', () => {
    expect(APP_INTENT).toBe('atendimento-inteligente')
  })

  it.each<[string, ContactIntent, string]>([
    [
      '{product}: buy the app and get setup help',
      { type: APP_INTENT },
      `${greeting} Quero adquirir o Atendimento Inteligente e gostaria de ajuda para configurar.`,
    ],
    [
      'produto: a personalised quote for the item and its category',
      mug,
      `${greeting} Gostaria de um orçamento personalizado para o produto Caneca personalizada, da categoria Sublimação.`,
    ],
    [
      'servico: a personalised quote for the service and its category',
      laser,
      `${greeting} Gostaria de um orçamento personalizado para o serviço Corte a laser, da categoria Corte a Laser.`,
    ],
    [
      'geral: how to automate WhatsApp Business',
      { type: 'geral' },
      `${greeting} Gostaria de saber como automatizar o atendimento do meu WhatsApp Business.`,
    ],
    ['any other type: the greeting only', { type: 'outro' }, greeting],
  ])('%s', (_, intent, expected) => {
    expect(whatsappText(intent, config)).toBe(expected)
  })

  it('the chat link is wa.me with the digits of the number and the text encoded', () => {
    const link = whatsappLinkFor({ type: 'geral' }, config)
    expect(link.startsWith('https://wa.me/5511900000000?text=')).toBe(true)
    const text = new URL(link).searchParams.get('text')
    expect(text).toBe(whatsappText({ type: 'geral' }, config))
  })
})

describe('contact: e-mail subject and body per intent', () => {
  it.each<[ContactIntent, string]>([
    [{ type: APP_INTENT }, 'Interesse no Atendimento Inteligente'],
    [mug, 'Solicitação de orçamento: Caneca personalizada'],
    [laser, 'Solicitação de orçamento: Corte a laser'],
    [{ type: 'geral' }, 'Contato pelo site: automação do WhatsApp Business'],
    [{ type: 'outro' }, 'Contato pelo site'],
  ])('emailSubject(%j) is %j', (intent, expected) => {
    expect(emailSubject(intent)).toBe(expected)
  })

  it.each<[string, ContactIntent, string[]]>([
    [
      '{product} lists buying, setup help and how AI helps the business',
      { type: APP_INTENT },
      [
        '- adquirir o aplicativo;',
        '- receber ajuda com a configuração inicial;',
        '- entender como a inteligência artificial pode ajudar o meu negócio.',
      ],
    ],
    [
      'produto asks for a personalised quote',
      mug,
      ['orçamento personalizado para o produto Caneca personalizada'],
    ],
    [
      'servico asks for a personalised quote',
      laser,
      ['orçamento personalizado para o serviço Corte a laser'],
    ],
    [
      'geral lists the WhatsApp integration and the automation types',
      { type: 'geral' },
      ['- como funciona a integração com o WhatsApp;', '- quais tipos de automação são possíveis'],
    ],
    ['any other type asks for information', { type: 'outro' }, ['Gostaria de mais informações.']],
  ])('body: %s, between a greeting to the team and a closing line', (_, intent, parts) => {
    const body = emailBody(intent, config)
    expect(
      body.startsWith('Olá, equipe!\n\nEstou entrando em contato pelo site loja.example.'),
    ).toBe(true)
    for (const part of parts) expect(body).toContain(part)
    expect(
      body.endsWith(
        'Por favor, entrem em contato comigo assim que possível.\n\nDesde já, agradeço!',
      ),
    ).toBe(true)
  })

  it('the mailto link carries the subject and body, encoded', () => {
    const link = mailtoLinkFor(mug, config)
    expect(link.startsWith('mailto:vendas@loja.example?subject=')).toBe(true)
    const query = new URLSearchParams(link.slice(link.indexOf('?') + 1))
    expect(query.get('subject')).toBe(emailSubject(mug))
    expect(query.get('body')).toBe(emailBody(mug, config).replace(/\n/g, '\r\n'))
    expect(link).not.toContain(' ')
  })

  it.each([
    ['one-line', 'one-line'],
    ['a\nb', 'a%0D%0Ab'],
    ['a\r\nb', 'a%0D%0Ab'],
    ['a\n\nb', 'a%0D%0A%0D%0Ab'],
  ])('mailto body %j is encoded as %s (CRLF, RFC 6068)', (body, encoded) => {
    expect(mailtoLink('a@b.example', 's', body)).toBe(
      `mailto:a@b.example?subject=s&body=${encoded}`,
    )
  })

  it('no mailto link of any intent has a bare %0A', () => {
    const link = mailtoLinkFor(mug, config)
    expect(link).toContain('%0D%0A')
    expect(link.replace(/%0D%0A/g, '')).not.toContain('%0A')
  })
})

describe('contact: the cart sent as a quote', () => {
  const items = [
    makeCartItem({
      product: {
        id: 'caneca-personalizada',
        title: 'Caneca personalizada',
        category: 'Sublimação',
      },
      variant: { id: 'branca-325ml', name: 'Branca 325 ml', price: 34.9 },
      quantity: 2,
      price: 34.9,
    }),
    makeCartItem({
      product: { id: 'mousepad', title: 'Mousepad personalizado', category: 'Sublimação' },
      variant: null,
      quantity: 1,
      price: 29.9,
    }),
  ]

  it('lists every line with name, variant, quantity, unit price and line total, then the total', () => {
    expect(normalize(cartQuoteText(items, config))).toBe(
      [
        'Olá! Vim pelo site loja.example e gostaria de um orçamento para os itens do meu carrinho:',
        '- 2 x Caneca personalizada (Branca 325 ml): R$ 34,90 cada, R$ 69,80\n- 1 x Mousepad personalizado: R$ 29,90 cada, R$ 29,90',
        'Total: R$ 99,70',
      ].join('\n\n'),
    )
  })

  it('goes out by the chat link or by e-mail', () => {
    const text = cartQuoteText(items, config)
    expect(new URL(cartQuoteWhatsappLink(items, config)).searchParams.get('text')).toBe(text)
    const mail = cartQuoteMailtoLink(items, config)
    const query = new URLSearchParams(mail.slice(mail.indexOf('?') + 1))
    expect(query.get('subject')).toBe(CART_QUOTE_SUBJECT)
    expect(query.get('body')).toBe(text.replace(/\n/g, '\r\n'))
  })
})

describe("contact: the product page's quote names the chosen variant (issue 29)", () => {
  const caneca = { title: 'Caneca personalizada', category: 'Sublimação' }
  it.each([
    [{ name: 'Mágica 325 ml' }, 'Caneca personalizada (Mágica 325 ml)'],
    [null, 'Caneca personalizada'],
    [undefined, 'Caneca personalizada'],
  ])('with the variant %j the item is %s', (variant, name) => {
    expect(productQuoteIntent(caneca, variant)).toEqual({
      type: 'produto',
      name,
      category: 'Sublimação',
    })
    expect(quoteItemName(caneca.title, variant?.name)).toBe(name)
  })

  it('says the variant in the chat text and the e-mail, as the cart quote names the line', () => {
    const intent = productQuoteIntent(caneca, { name: 'Mágica 325 ml' })
    expect(whatsappText(intent, config)).toBe(
      `${greeting} Gostaria de um orçamento personalizado para o produto Caneca personalizada (Mágica 325 ml), da categoria Sublimação.`,
    )
    expect(emailSubject(intent)).toBe(
      'Solicitação de orçamento: Caneca personalizada (Mágica 325 ml)',
    )
    const cartLine = makeCartItem({
      product: { id: 'caneca-personalizada', ...caneca },
      variant: { id: 'magica-325ml', name: 'Mágica 325 ml', price: 44.9 },
    })
    expect(cartQuoteText([cartLine], config)).toContain(
      quoteItemName(caneca.title, 'Mágica 325 ml'),
    )
  })
})
