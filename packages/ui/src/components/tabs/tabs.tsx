import { Tabs as ArkTabs } from '@ark-ui/react/tabs'
import { createStyleContext } from '@atendimento/ui/styled-system/jsx'
import { tabs } from '@atendimento/ui/styled-system/recipes'

const { withProvider, withContext } = createStyleContext(tabs)

/** Tabs (Ark): `value`/`onValueChange` let a route keep the tab in the URL (?tab=). */
export const Root = withProvider(ArkTabs.Root, 'root')
export const List = withContext(ArkTabs.List, 'list')
export const Trigger = withContext(ArkTabs.Trigger, 'trigger')
export const Content = withContext(ArkTabs.Content, 'content')
export const Indicator = withContext(ArkTabs.Indicator, 'indicator')
