import { css } from '@atendimento/ui/styled-system/css'
import { button } from '@atendimento/ui/styled-system/recipes'
import { type ErrorComponentProps, Link } from '@tanstack/react-router'
import { useEffect } from 'react'

/** What a route shows when it fails to render: a pt-BR message and ways out. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  useEffect(() => {
    console.error('Erro ao exibir a página:', error)
  }, [error])
  return (
    <main
      className={css({
        flex: '1',
        display: 'grid',
        placeContent: 'center',
        justifyItems: 'center',
        gap: '4',
        textAlign: 'center',
        px: '6',
        py: '24',
      })}
    >
      <h1 className={css({ textStyle: 'heading', m: '0' })}>Algo deu errado</h1>
      <p className={css({ color: 'fg.muted', m: '0' })}>
        Não foi possível exibir esta página. Tente novamente.
      </p>
      <div
        className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', justifyContent: 'center' })}
      >
        <button type="button" className={button({ variant: 'solid' })} onClick={reset}>
          Tentar novamente
        </button>
        <Link to="/" className={button({ variant: 'outline' })}>
          Voltar para a página inicial
        </Link>
      </div>
    </main>
  )
}
