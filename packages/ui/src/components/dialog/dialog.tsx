import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { createStyleContext } from '@atendimento/ui/styled-system/jsx'
import { dialog } from '@atendimento/ui/styled-system/recipes'
import { X } from 'lucide-react'
import { type ComponentProps, createContext, useContext } from 'react'

const { withRootProvider, withContext } = createStyleContext(dialog)

const StyledRoot = withRootProvider(ArkDialog.Root)
export const Trigger = withContext(ArkDialog.Trigger, 'trigger')
export const Backdrop = withContext(ArkDialog.Backdrop, 'backdrop')
export const Positioner = withContext(ArkDialog.Positioner, 'positioner')
export const Content = withContext(ArkDialog.Content, 'content')
export const Title = withContext(ArkDialog.Title, 'title')
export const Description = withContext(ArkDialog.Description, 'description')
export const Header = withContext('div', 'header')
export const Body = withContext('div', 'body')
export const Footer = withContext('div', 'footer')
const StyledCloseTrigger = withContext(ArkDialog.CloseTrigger, 'closeTrigger')
export const Context = ArkDialog.Context

const PreventCloseContext = createContext(false)

/** True while the dialog must stay open (processing, or showing its success). */
export const usePreventClose = () => useContext(PreventCloseContext)

export interface RootProps extends ComponentProps<typeof StyledRoot> {
  /**
   * Keeps the dialog open: Escape, a click outside and every close trigger do nothing. Use it
   * while a request is processing and while a success message is shown before closing.
   */
  preventClose?: boolean
}

export function Root({
  preventClose = false,
  closeOnEscape = true,
  closeOnInteractOutside = true,
  onOpenChange,
  lazyMount = true,
  unmountOnExit = true,
  ...props
}: RootProps) {
  return (
    <PreventCloseContext value={preventClose}>
      <StyledRoot
        {...props}
        lazyMount={lazyMount}
        unmountOnExit={unmountOnExit}
        closeOnEscape={closeOnEscape && !preventClose}
        closeOnInteractOutside={closeOnInteractOutside && !preventClose}
        onOpenChange={(details) => {
          if (preventClose && !details.open) return
          onOpenChange?.(details)
        }}
      />
    </PreventCloseContext>
  )
}

/**
 * Closes the dialog; disabled while `preventClose` holds. Without children it is the corner X
 * button; with `asChild` and a child (a Cancel button) it keeps the child's own styles.
 */
export function CloseTrigger({
  children,
  disabled,
  asChild,
  ...props
}: ComponentProps<typeof StyledCloseTrigger>) {
  const prevented = usePreventClose()
  if (asChild) {
    return (
      <ArkDialog.CloseTrigger asChild disabled={disabled || prevented}>
        {children}
      </ArkDialog.CloseTrigger>
    )
  }
  return (
    <StyledCloseTrigger aria-label="Fechar" {...props} disabled={disabled || prevented}>
      {children ?? <X aria-hidden="true" />}
    </StyledCloseTrigger>
  )
}
