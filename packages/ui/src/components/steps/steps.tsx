import { Steps as ArkSteps } from '@ark-ui/react/steps'
import { css, cx } from '@atendimento/ui/styled-system/css'
import { createStyleContext } from '@atendimento/ui/styled-system/jsx'
import { steps } from '@atendimento/ui/styled-system/recipes'
import { Check } from 'lucide-react'
import { type ReactNode, useEffect, useRef } from 'react'

const { withProvider, withContext } = createStyleContext(steps)

export const Root = withProvider(ArkSteps.Root, 'root')
export const List = withContext(ArkSteps.List, 'list')
export const Item = withContext(ArkSteps.Item, 'item')
export const Trigger = withContext(ArkSteps.Trigger, 'trigger')
export const Indicator = withContext(ArkSteps.Indicator, 'indicator')
export const Separator = withContext(ArkSteps.Separator, 'separator')
export const Content = withContext(ArkSteps.Content, 'content')
export const CompletedContent = withContext(ArkSteps.CompletedContent, 'content')
export const NextTrigger = withContext(ArkSteps.NextTrigger, 'nextTrigger')
export const PrevTrigger = withContext(ArkSteps.PrevTrigger, 'prevTrigger')
export const Title = withContext('span', 'title')
export const ItemContext = ArkSteps.ItemContext

export interface StepItem {
  value: string
  title: string
  /** The step's panel; the composed `Steps` shows the current one. */
  content?: ReactNode
}

export interface StepsProps {
  items: readonly StepItem[]
  /** Index of the current step; `items.length` means every step is done. */
  step: number
  /** Shown once every step is complete (e.g. 'Pagamento Aprovado!'). */
  completed?: ReactNode
  'aria-label'?: string
}

const list = css({ listStyle: 'none', p: '0', m: '0' })
const hidden = css({ srOnly: true })
const stepHeading = css({ textStyle: 'title', m: '0' })

/**
 * The checkout's progress (plan details, signup, payment): an ordered list whose current item
 * carries aria-current="step", then the current step's heading and panel. The screen moves
 * between steps with its own buttons; when the step changes, focus goes to the new step's
 * heading (or to the completed content), so it is read out and Tab starts from there instead of
 * from a button that just went away. For a tabbed wizard use the parts (List, Trigger, Content).
 */
export function Steps({ items, step, completed, 'aria-label': ariaLabel = 'Etapas' }: StepsProps) {
  const done = step >= items.length
  const current = items[step]
  const heading = useRef<HTMLHeadingElement>(null)
  const completedRef = useRef<HTMLDivElement>(null)
  const shown = useRef(step)
  useEffect(() => {
    // Not on the first render: the page's own heading speaks then.
    if (shown.current === step) return
    shown.current = step
    ;(done ? completedRef.current : heading.current)?.focus({ preventScroll: false })
  }, [step, done])
  return (
    <Root count={items.length} step={step}>
      <nav aria-label={ariaLabel}>
        <ol className={cx(steps().list, list)}>
          {items.map((item, index) => (
            <Item key={item.value} index={index} asChild>
              <li>
                <Indicator>
                  <ItemContext>
                    {(state) =>
                      state.completed ? (
                        <Check aria-hidden="true" />
                      ) : (
                        <span aria-hidden="true">{index + 1}</span>
                      )
                    }
                  </ItemContext>
                </Indicator>
                <Title>
                  {item.title}
                  {index < step && <span className={hidden}> (concluída)</span>}
                </Title>
                {index < items.length - 1 && <Separator />}
              </li>
            </Item>
          ))}
        </ol>
      </nav>
      {done ? (
        <div ref={completedRef} tabIndex={-1} className={css({ outline: 'none' })}>
          {completed}
        </div>
      ) : (
        current && (
          <>
            <h2 ref={heading} tabIndex={-1} className={stepHeading}>
              <span className={hidden}>
                Etapa {step + 1} de {items.length}:{' '}
              </span>
              {current.title}
            </h2>
            {current.content}
          </>
        )
      )}
    </Root>
  )
}
