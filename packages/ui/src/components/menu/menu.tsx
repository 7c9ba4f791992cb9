import { Menu as ArkMenu } from '@ark-ui/react/menu'
import { DROPDOWN_CLOSE_DELAY_MS } from '@atendimento/domain/constants'
import { createStyleContext } from '@atendimento/ui/styled-system/jsx'
import { menu } from '@atendimento/ui/styled-system/recipes'
import {
  type ComponentProps,
  createContext,
  type PointerEvent,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'

const { withRootProvider, withContext } = createStyleContext(menu)

const StyledRoot = withRootProvider(ArkMenu.Root)
const StyledTrigger = withContext(ArkMenu.Trigger, 'trigger')
export const Indicator = withContext(ArkMenu.Indicator, 'indicator')
export const Positioner = withContext(ArkMenu.Positioner, 'positioner')
const StyledContent = withContext(ArkMenu.Content, 'content')
export const Item = withContext(ArkMenu.Item, 'item')
export const ItemGroup = withContext(ArkMenu.ItemGroup, 'itemGroup')
export const ItemGroupLabel = withContext(ArkMenu.ItemGroupLabel, 'itemGroupLabel')
export const Separator = withContext(ArkMenu.Separator, 'separator')
export const Context = ArkMenu.Context

interface HoverClose {
  schedule: (event: PointerEvent) => void
  cancel: () => void
}
const HoverCloseContext = createContext<HoverClose | null>(null)

export interface RootProps extends ComponentProps<typeof StyledRoot> {
  /** Milliseconds between the pointer leaving trigger and content and the menu closing (100). */
  closeDelay?: number
}

/** A dropdown menu (Ark Menu) that also closes `closeDelay` ms after the pointer leaves it. */
export function Root({
  closeDelay = DROPDOWN_CLOSE_DELAY_MS,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  ...props
}: RootProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen)
  const open = openProp ?? uncontrolledOpen
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const openRef = useRef(open)
  openRef.current = open

  const setOpen = useCallback(
    (next: boolean) => {
      if (openProp === undefined) setUncontrolledOpen(next)
      onOpenChange?.({ open: next })
    },
    [openProp, onOpenChange],
  )
  const cancel = useCallback(() => clearTimeout(timer.current), [])
  const schedule = useCallback(
    (event: PointerEvent) => {
      if (event.pointerType === 'touch' || !openRef.current) return
      clearTimeout(timer.current)
      timer.current = setTimeout(() => setOpen(false), closeDelay)
    },
    [closeDelay, setOpen],
  )
  useEffect(() => cancel, [cancel])
  const hover = useMemo(() => ({ schedule, cancel }), [schedule, cancel])

  return (
    <HoverCloseContext value={hover}>
      <StyledRoot
        {...props}
        open={open}
        onOpenChange={(details) => {
          cancel()
          setOpen(details.open)
        }}
      />
    </HoverCloseContext>
  )
}

function useHoverHandlers<P extends { onPointerEnter?: unknown; onPointerLeave?: unknown }>(
  props: P,
) {
  const hover = useContext(HoverCloseContext)
  return {
    ...props,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      hover?.cancel()
      ;(props.onPointerEnter as ((e: PointerEvent<HTMLElement>) => void) | undefined)?.(event)
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      hover?.schedule(event)
      ;(props.onPointerLeave as ((e: PointerEvent<HTMLElement>) => void) | undefined)?.(event)
    },
  }
}

export function Trigger(props: ComponentProps<typeof StyledTrigger>) {
  return <StyledTrigger {...useHoverHandlers(props)} />
}

export function Content(props: ComponentProps<typeof StyledContent>) {
  return <StyledContent {...useHoverHandlers(props)} />
}
