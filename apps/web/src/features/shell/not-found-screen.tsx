import { APP_NAME } from '@atendimento/domain/constants'
import { NOT_FOUND_MESSAGES } from '@atendimento/domain/messages'
import { css } from '@atendimento/ui/styled-system/css'
import { button } from '@atendimento/ui/styled-system/recipes'
import { Link, useLocation } from '@tanstack/react-router'
import { Home } from 'lucide-react'
import { useEffect } from 'react'
import { messagePageStyles } from './message-page-styles.ts'

/** The 404 page; the attempted path goes to the console (spec section 2). */
export function NotFoundScreen() {
  const { pathname } = useLocation()
  useEffect(() => {
    console.error('404: rota não encontrada:', pathname)
  }, [pathname])

  return (
    <main className={messagePageStyles.main}>
      <title>{`Página não encontrada | ${APP_NAME}`}</title>
      <meta name="robots" content="noindex" />
      <p
        className={css({
          fontSize: '7xl',
          fontWeight: 'extrabold',
          color: 'accent.text',
          m: '0',
          lineHeight: 'none',
        })}
      >
        404
      </p>
      <h1 className={messagePageStyles.title}>{NOT_FOUND_MESSAGES.page}</h1>
      <p className={messagePageStyles.text}>
        O endereço que você tentou abrir não existe ou mudou de lugar.
      </p>
      <Link to="/" className={button({ variant: 'solid' })}>
        <Home aria-hidden="true" />
        {NOT_FOUND_MESSAGES.backHome}
      </Link>
    </main>
  )
}
