import { Fieldset as ArkFieldset } from '@ark-ui/react/fieldset'
import { createStyleContext } from '@atendimento/ui/styled-system/jsx'
import { fieldset } from '@atendimento/ui/styled-system/recipes'

const { withProvider, withContext } = createStyleContext(fieldset)

/** Groups related fields under a legend; `disabled` disables every field inside. */
export const Root = withProvider(ArkFieldset.Root, 'root')
export const Legend = withContext(ArkFieldset.Legend, 'legend')
export const HelperText = withContext(ArkFieldset.HelperText, 'helperText')
export const ErrorText = withContext(ArkFieldset.ErrorText, 'errorText')
