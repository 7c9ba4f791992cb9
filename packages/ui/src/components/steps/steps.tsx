import { Steps as ArkSteps } from '@ark-ui/react/steps'
import { css, cx } from '@atendimento/ui/styled-system/css'
import { createStyleContext } from '@atendimento/ui/styled-system/jsx'
import { steps } from '@atendimento/ui/styled-system/recipes'
import { Check } from 'lucide-react'
import type { ReactNode } from 'react'

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

/**
 * The checkout's progress (plan details, signup, payment): an ordered list whose current item
 * carries aria-current="step", then the current step's panel. The screen moves between steps
 * with its own buttons; for a tabbed wizard use the parts (List, Trigger, Content) instead.
 */
export function Steps({ items, step, completed, 'aria-label': ariaLabel = 'Etapas' }: StepsProps) {
  const done = step >= items.length
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
      {done ? completed : items[step]?.content}
    </Root>
  )
}
