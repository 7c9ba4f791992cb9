import { canAddToCart, preselectVariant } from '@atendimento/domain/cart'
import { productQuoteIntent, quoteItemName } from '@atendimento/domain/cart-quote'
import type { Product } from '@atendimento/domain/catalogue/types'
import { formatReais } from '@atendimento/domain/money'
import { Button } from '@atendimento/ui/button'
import { RadioGroup } from '@atendimento/ui/radio-group'
import { badge } from '@atendimento/ui/styled-system/recipes'
import { useSetAtom } from 'jotai'
import { ShoppingCart } from 'lucide-react'
import { useState } from 'react'
import { addToCartAtom } from '../cart/cart-actions.ts'
import { notify } from '../shell/notify.ts'
import {
  BackToCatalogue,
  CheckList,
  DetailSection,
  detailStyles,
  QuoteActions,
  Specifications,
} from './detail-parts.tsx'
import { GalleryPlaceholder } from './gallery-placeholder.tsx'

/** /produto/:id: variants, add to cart, gallery, specifications, features and quote links. */
export function ProductScreen({ product }: { product: Product }) {
  const [variantId, setVariantId] = useState(() => preselectVariant(product)?.id ?? null)
  const variant = product.variants.find((candidate) => candidate.id === variantId) ?? null
  const addToCart = useSetAtom(addToCartAtom)
  const enabled = canAddToCart(product, variant)

  const onAdd = () => {
    const result = addToCart({ product, variant })
    if (!result.ok) {
      void notify('error', { title: result.message })
      return
    }
    void notify('success', {
      title: 'Produto adicionado ao carrinho!',
      description: quoteItemName(product.title, variant?.name),
    })
  }

  return (
    <main className={detailStyles.main}>
      <BackToCatalogue />
      <div className={detailStyles.top}>
        <GalleryPlaceholder title={product.title} images={product.images} />
        <div className={detailStyles.info}>
          <div className={detailStyles.badges}>
            <span className={badge({ tone: 'neutral' })}>{product.category}</span>
            {!product.available && <span className={badge({ tone: 'warning' })}>Em Breve</span>}
          </div>
          <h1 className={detailStyles.title}>{product.title}</h1>
          <p className={detailStyles.lead}>{product.description}</p>
          <p className={detailStyles.price}>
            {variant ? formatReais(variant.price) : product.priceRange}
          </p>
          {product.hasVariants && (
            <RadioGroup
              label="Variação"
              orientation="vertical"
              value={variantId}
              onValueChange={(details) => setVariantId(details.value)}
              disabled={!product.available}
              options={product.variants.map((option) => ({
                value: option.id,
                label: `${option.name}: ${formatReais(option.price)}${option.available ? '' : ' (Em Breve)'}`,
                disabled: !option.available,
              }))}
            />
          )}
          <div className={detailStyles.actions}>
            {/* aria-disabled keeps the button focusable, so a click explains the refusal. */}
            <Button size="lg" onClick={onAdd} aria-disabled={!enabled || undefined}>
              <ShoppingCart aria-hidden="true" />
              {product.available ? 'Adicionar ao carrinho' : 'Em Breve'}
            </Button>
          </div>
          <QuoteActions
            intent={productQuoteIntent(product, variant)}
            disabled={!product.available}
          />
        </div>
      </div>
      <div className={detailStyles.sections}>
        <DetailSection id="produto-descricao" title="Descrição">
          <p className={detailStyles.text}>{product.detailedDescription}</p>
        </DetailSection>
        <DetailSection id="produto-especificacoes" title="Especificações">
          <Specifications entries={{ ...product.specifications, ...variant?.specifications }} />
        </DetailSection>
        <DetailSection id="produto-caracteristicas" title="Características">
          <CheckList items={product.features} />
        </DetailSection>
      </div>
    </main>
  )
}
