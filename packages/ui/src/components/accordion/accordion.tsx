import { Accordion as ArkAccordion } from '@ark-ui/react/accordion'
import { css } from '@atendimento/ui/styled-system/css'
import { createStyleContext } from '@atendimento/ui/styled-system/jsx'
import { accordion } from '@atendimento/ui/styled-system/recipes'
import { ChevronDown } from 'lucide-react'
import type { ComponentProps, ReactNode } from 'react'

const { withProvider, withContext } = createStyleContext(accordion)

export const Root = withProvider(ArkAccordion.Root, 'root')
export const Item = withContext(ArkAccordion.Item, 'item')
export const ItemTrigger = withContext(ArkAccordion.ItemTrigger, 'itemTrigger')
export const ItemIndicator = withContext(ArkAccordion.ItemIndicator, 'itemIndicator')
export const ItemContent = withContext(ArkAccordion.ItemContent, 'itemContent')

export interface AccordionItem {
  value: string
  title: ReactNode
  content: ReactNode
  disabled?: boolean
}

export interface AccordionProps extends Omit<ComponentProps<typeof Root>, 'children'> {
  items: readonly AccordionItem[]
  /** Heading level of each trigger, so the FAQ sits right in the page outline. */
  headingLevel?: 2 | 3 | 4
}

const body = css({ pb: '4', textStyle: 'body' })
const heading = css({ m: '0', fontSize: '[inherit]', fontWeight: '[inherit]' })

/** Questions and answers; by default several items may be open at once. */
export function Accordion({ items, multiple = true, headingLevel = 3, ...props }: AccordionProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <Root multiple={multiple} collapsible {...props}>
      {items.map((item) => (
        <Item key={item.value} value={item.value} disabled={item.disabled}>
          <Heading className={heading}>
            <ItemTrigger>
              {item.title}
              <ItemIndicator>
                <ChevronDown aria-hidden="true" />
              </ItemIndicator>
            </ItemTrigger>
          </Heading>
          <ItemContent>
            <div className={body}>{item.content}</div>
          </ItemContent>
        </Item>
      ))}
    </Root>
  )
}
