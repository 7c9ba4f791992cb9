import { css, cx } from '@atendimento/ui/styled-system/css'
import { ImageIcon } from 'lucide-react'
import { useState } from 'react'

const styles = {
  main: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    aspectRatio: 'square',
    bg: 'bg.muted',
    color: 'fg.muted',
    borderRadius: 'xl',
    '& svg': { w: '12', h: '12' },
  }),
  thumbs: css({ display: 'flex', gap: '2', mt: '3', listStyle: 'none', p: '0' }),
  thumb: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    w: '16',
    h: '16',
    bg: 'bg.muted',
    color: 'fg.muted',
    borderRadius: 'md',
    borderWidth: '2px',
    borderColor: 'transparent',
    cursor: 'pointer',
    '&[aria-pressed=true]': { borderColor: 'accent.default' },
    '& svg': { w: '5', h: '5' },
  }),
}

/**
 * The item's pictures: the catalogue names image files that are not published yet, so each one
 * shows as a labelled placeholder; thumbnails pick which one is large.
 */
export function GalleryPlaceholder({
  title,
  images,
}: {
  title: string
  images: readonly string[]
}) {
  const count = Math.max(images.length, 1)
  const [current, setCurrent] = useState(0)
  return (
    <div>
      <div
        className={styles.main}
        role="img"
        aria-label={`${title}: imagem ${current + 1} de ${count} (em breve)`}
      >
        <ImageIcon aria-hidden="true" />
        <span className={css({ textStyle: 'small' })} aria-hidden="true">
          Imagem {current + 1} de {count}
        </span>
      </div>
      {count > 1 && (
        <ul className={styles.thumbs}>
          {Array.from({ length: count }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their position
            <li key={index}>
              <button
                type="button"
                className={cx(styles.thumb)}
                aria-pressed={index === current}
                aria-label={`Mostrar imagem ${index + 1} de ${count}`}
                onClick={() => setCurrent(index)}
              >
                <ImageIcon aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
