import { css } from '@atendimento/ui/styled-system/css'
import { button } from '@atendimento/ui/styled-system/recipes'
import { type ErrorComponentProps, Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { messagePageStyles } from './message-page-styles.ts'

/** What a route shows when it fails to render: a pt-BR message and ways out. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  useEffect(() => {
    console.error('Erro ao exibir a página:', error)
  }, [error])
  return (
    <main className={messagePageStyles.main}>
      <h1 className={messagePageStyles.title}>Algo deu errado</h1>
      <p className={messagePageStyles.text}>
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
