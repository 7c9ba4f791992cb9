import { cartItemCount } from '@atendimento/domain/cart-count'
import { css, cx } from '@atendimento/ui/styled-system/css'
import { button } from '@atendimento/ui/styled-system/recipes'
import { useAtomValue } from 'jotai'
import { ShoppingCart } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useHydrated } from '../shell/use-hydrated.ts'
import { cartItemsAtom } from './cart-store.ts'

const CartDialog = lazy(() => import('./cart-dialog.tsx'))

const badge = css({
  position: 'absolute',
  top: '-1',
  insetEnd: '-1',
  minW: '5',
  h: '5',
  px: '1',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 'full',
  bg: 'accent.default',
  color: 'accent.fg',
  fontSize: 'xs',
  fontWeight: 'bold',
})

/** The header's cart: a count badge (after mount, it is this browser's) and the cart dialog. */
export function CartButton() {
  const hydrated = useHydrated()
  const items = useAtomValue(cartItemsAtom)
  const [open, setOpen] = useState(false)
  const count = hydrated ? cartItemCount(items) : 0
  const label = count === 0 ? 'Carrinho' : `Carrinho, ${count} ${count === 1 ? 'item' : 'itens'}`
  return (
    <>
      <button
        type="button"
        className={cx(button({ variant: 'ghost', size: 'icon' }), css({ position: 'relative' }))}
        aria-label={label}
        aria-haspopup="dialog"
        // The cart lives in this browser: until the app has started it cannot open.
        aria-disabled={hydrated ? undefined : true}
        data-needs-script=""
        onClick={() => hydrated && setOpen(true)}
      >
        <ShoppingCart aria-hidden="true" />
        {count > 0 && (
          <span className={badge} aria-hidden="true">
            {count}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <CartDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  )
}
