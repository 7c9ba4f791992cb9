import { css } from '@atendimento/ui/styled-system/css'
import { useRouterState } from '@tanstack/react-router'

const bar = css({
  position: 'fixed',
  top: '0',
  insetX: '0',
  zIndex: 'toast',
  h: '[3px]',
  overflow: 'hidden',
  pointerEvents: 'none',
  // A navigation answered within a blink shows nothing; a longer wait shows the bar.
  animation: '[fade-in 150ms 80ms both]',
  '&::before': {
    content: '""',
    position: 'absolute',
    insetY: '0',
    left: '0',
    w: '1/3',
    bg: 'accent.default',
    animation: '[navigation-progress 1.2s ease-in-out infinite]',
  },
})

/**
 * A thin bar at the top while a navigation waits for a page's code or data: the old page stays
 * in place, and the visitor sees at once that their tap was taken.
 */
export function NavigationProgress() {
  const loading = useRouterState({ select: (state) => state.isLoading })
  if (!loading) return null
  return <div className={bar} role="progressbar" aria-label="Carregando a página" />
}
