import type { CartItem } from '@atendimento/domain/schemas/cart'
import * as Dialog from '@atendimento/ui/dialog'
import { useAtomValue, useSetAtom } from 'jotai'
import { notify } from '../shell/notify.ts'
import { clearCartAtom, removeFromCartAtom, setQuantityAtom } from './cart-actions.ts'
import { cartItemsAtom } from './cart-store.ts'
import { CartView } from './cart-view.tsx'

interface CartDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** The cart in a dialog, opened from the header (lazy-loaded: not part of the first load). */
export default function CartDialog({ open, onOpenChange }: CartDialogProps) {
  const items = useAtomValue(cartItemsAtom)
  const setQuantity = useSetAtom(setQuantityAtom)
  const remove = useSetAtom(removeFromCartAtom)
  const clear = useSetAtom(clearCartAtom)
  const onRemove = (item: CartItem) => {
    remove(item.id)
    void notify('success', { title: 'Item removido do carrinho', description: item.product.title })
  }
  const onClear = () => {
    clear()
    void notify('success', { title: 'Carrinho esvaziado' })
  }
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)}>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title>Seu carrinho</Dialog.Title>
            <Dialog.Description>
              Revise os itens e envie o pedido de orçamento pelo WhatsApp ou por e-mail.
            </Dialog.Description>
          </Dialog.Header>
          <Dialog.Body>
            <CartView
              items={items}
              onQuantityChange={setQuantity}
              onRemove={onRemove}
              onClear={onClear}
              onNavigate={() => onOpenChange(false)}
            />
          </Dialog.Body>
          <Dialog.CloseTrigger />
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}
