import { css, cx } from '@atendimento/ui/styled-system/css'
import { button } from '@atendimento/ui/styled-system/recipes'
import { Moon, Sun } from 'lucide-react'
import type { ComponentProps } from 'react'

const sun = css({ display: 'none', _dark: { display: 'block' } })
const moon = css({ display: 'block', _dark: { display: 'none' } })

export interface ThemeToggleProps extends Omit<ComponentProps<'button'>, 'children'> {
  /** Called on press; the app flips the `dark` class and stores the choice under `theme`. */
  onToggle?: () => void
}

/**
 * Switches between light and dark. The markup never depends on the theme (so prerendered HTML
 * is the same for everyone): both icons are rendered and the `dark` class picks one. It carries
 * `data-theme-toggle`, so a page script can answer a tap before the app has started.
 */
export function ThemeToggle({ onToggle, onClick, className, ...props }: ThemeToggleProps) {
  return (
    <button
      type="button"
      aria-label="Alternar tema claro/escuro"
      title="Alternar tema"
      data-theme-toggle=""
      {...props}
      onClick={(event) => {
        onClick?.(event)
        onToggle?.()
      }}
      className={cx(button({ variant: 'ghost', size: 'icon' }), className)}
    >
      <Sun aria-hidden="true" className={sun} />
      <Moon aria-hidden="true" className={moon} />
    </button>
  )
}
