import { css, cx } from '@atendimento/ui/styled-system/css'
import { Bot, CheckCheck, Mic, Paperclip, Smile } from 'lucide-react'
import { useId } from 'react'

export interface ChatMessage {
  id: string
  /** `customer` writes from the left; `assistant` (the app's AI) answers from the right. */
  from: 'customer' | 'assistant'
  text: string
  /** Shown as is, e.g. '14:32'. */
  time: string
}

export interface ChatMockupProps {
  messages: readonly ChatMessage[]
  /** Name in the chat header. */
  contactName?: string
  /** Line under the name. */
  status?: string
  /** Shows the three-dot 'digitando' bubble after the last message. */
  typing?: boolean
  /** Accessible name of the whole mockup. */
  label?: string
  className?: string
}

const styles = {
  phone: css({
    position: 'relative',
    w: 'full',
    maxW: '[22rem]',
    mx: 'auto',
    p: '2.5',
    bg: 'chat.frame',
    borderRadius: '3xl',
    boxShadow: 'xl',
  }),
  screen: css({
    display: 'flex',
    flexDirection: 'column',
    h: '[34rem]',
    overflow: 'hidden',
    borderRadius: '[2rem]',
    bg: 'chat.wallpaper',
  }),
  header: css({
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    px: '4',
    pt: '6',
    pb: '3',
    bg: 'chat.header',
    color: 'chat.headerFg',
  }),
  avatar: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    w: '9',
    h: '9',
    borderRadius: 'full',
    bg: 'accent.default',
    color: 'accent.fg',
    '& svg': { w: '5', h: '5' },
  }),
  name: css({ fontSize: 'sm', fontWeight: 'semibold', lineHeight: 'tight', m: '0' }),
  status: css({ fontSize: 'xs', lineHeight: 'tight', m: '0' }),
  log: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    flex: '1',
    overflowY: 'auto',
    px: '3',
    py: '4',
    listStyle: 'none',
    m: '0',
  }),
  bubble: css({
    maxW: '[80%]',
    px: '3',
    py: '2',
    borderRadius: 'lg',
    fontSize: 'sm',
    lineHeight: 'snug',
    color: 'chat.fg',
    boxShadow: 'xs',
    animation: 'slide-in-bottom',
    whiteSpace: 'pre-line',
  }),
  customer: css({ alignSelf: 'flex-start', bg: 'chat.incoming', borderTopLeftRadius: 'xs' }),
  assistant: css({ alignSelf: 'flex-end', bg: 'chat.outgoing', borderTopRightRadius: 'xs' }),
  meta: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: '1',
    mt: '1',
    fontSize: 'xs',
    color: 'chat.meta',
    '& svg': { w: '3.5', h: '3.5' },
  }),
  typing: css({ display: 'inline-flex', gap: '1', alignItems: 'center', h: '4' }),
  dot: css({
    w: '1.5',
    h: '1.5',
    borderRadius: 'full',
    bg: 'chat.meta',
    animation: 'typing',
    '&:nth-child(2)': { animationDelay: 'fast' },
    '&:nth-child(3)': { animationDelay: 'slow' },
  }),
  composer: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    px: '3',
    py: '2.5',
    color: 'chat.meta',
    '& svg': { w: '5', h: '5', flexShrink: '0' },
  }),
  fakeInput: css({
    flex: '1',
    px: '3',
    py: '2',
    borderRadius: 'full',
    bg: 'chat.incoming',
    fontSize: 'sm',
    color: 'chat.meta',
  }),
}

const visuallyHidden = css({ srOnly: true })

/** The phone chat of /demo: a WhatsApp-like conversation answered by the AI. Decorative input. */
export function ChatMockup({
  messages,
  contactName = 'Atendimento Inteligente',
  status = 'online',
  typing = false,
  label = 'Demonstração de conversa no WhatsApp',
  className,
}: ChatMockupProps) {
  const titleId = useId()
  return (
    <figure className={cx(styles.phone, className)} aria-labelledby={titleId}>
      <figcaption id={titleId} className={visuallyHidden}>
        {label}
      </figcaption>
      <div className={styles.screen}>
        <div className={styles.header}>
          <span className={styles.avatar} aria-hidden="true">
            <Bot />
          </span>
          <div>
            <p className={styles.name}>{contactName}</p>
            <p className={styles.status}>{typing ? 'digitando...' : status}</p>
          </div>
        </div>
        <ol className={styles.log}>
          {messages.map((message) => (
            <li
              key={message.id}
              className={cx(
                styles.bubble,
                message.from === 'customer' ? styles.customer : styles.assistant,
              )}
            >
              <span className={visuallyHidden}>
                {message.from === 'customer' ? 'Cliente: ' : 'Assistente: '}
              </span>
              {message.text}
              <span className={styles.meta}>
                <time>{message.time}</time>
                {message.from === 'assistant' && <CheckCheck aria-label="lida" />}
              </span>
            </li>
          ))}
          {typing && (
            <li className={cx(styles.bubble, styles.assistant)}>
              <span className={visuallyHidden}>Assistente digitando</span>
              <span className={styles.typing} aria-hidden="true">
                <span className={styles.dot} />
                <span className={styles.dot} />
                <span className={styles.dot} />
              </span>
            </li>
          )}
        </ol>
        <div className={styles.composer} aria-hidden="true">
          <Smile />
          <span className={styles.fakeInput}>Mensagem</span>
          <Paperclip />
          <Mic />
        </div>
      </div>
    </figure>
  )
}
