import { css } from '@atendimento/ui/styled-system/css'
import { button } from '@atendimento/ui/styled-system/recipes'
import { Link } from '@tanstack/react-router'
import { ArrowRight } from 'lucide-react'

const hidden = css({ srOnly: true })

/** 'Ver detalhes' on a catalogue card; the hidden title tells screen readers which one. */
export function DetailsLink({
  kind,
  id,
  title,
}: {
  kind: 'produto' | 'servico'
  id: string
  title: string
}) {
  const className = button({ variant: 'outline', size: 'sm' })
  const content = (
    <>
      Ver detalhes
      <span className={hidden}> de {title}</span>
      <ArrowRight aria-hidden="true" />
    </>
  )
  return kind === 'produto' ? (
    <Link to="/produto/$id" params={{ id }} className={className}>
      {content}
    </Link>
  ) : (
    <Link to="/servico/$id" params={{ id }} className={className}>
      {content}
    </Link>
  )
}
