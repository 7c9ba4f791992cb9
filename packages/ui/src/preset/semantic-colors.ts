import { defineSemanticTokens } from '@pandacss/dev'

// `base` is the light theme and `_dark` the dark one (a `dark` class on <html> switches them).
// Every text pair keeps 4.5:1 or more in both themes; contrast.test.ts checks the list.
export const semanticColors = defineSemanticTokens.colors({
  bg: {
    canvas: { value: { base: '{colors.white}', _dark: '{colors.slate.950}' } },
    subtle: { value: { base: '{colors.slate.50}', _dark: '{colors.slate.900}' } },
    muted: { value: { base: '{colors.slate.100}', _dark: '{colors.slate.800}' } },
    emphasized: { value: { base: '{colors.slate.200}', _dark: '{colors.slate.700}' } },
    surface: { value: { base: '{colors.white}', _dark: '{colors.slate.900}' } },
    overlay: { value: { base: 'rgb(2 6 23 / 0.55)', _dark: 'rgb(2 6 23 / 0.75)' } },
  },
  fg: {
    default: { value: { base: '{colors.slate.900}', _dark: '{colors.slate.50}' } },
    muted: { value: { base: '{colors.slate.600}', _dark: '{colors.slate.300}' } },
    subtle: { value: { base: '{colors.slate.500}', _dark: '{colors.slate.400}' } },
    error: { value: { base: '{colors.red.700}', _dark: '{colors.red.300}' } },
    success: { value: { base: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
    warning: { value: { base: '{colors.amber.800}', _dark: '{colors.amber.300}' } },
    inverted: { value: { base: '{colors.white}', _dark: '{colors.slate.950}' } },
  },
  border: {
    default: { value: { base: '{colors.slate.200}', _dark: '{colors.slate.700}' } },
    // Form controls: 3:1 or more against the canvas and the surface.
    emphasized: { value: { base: '{colors.slate.500}', _dark: '{colors.slate.500}' } },
    error: { value: { base: '{colors.red.700}', _dark: '{colors.red.400}' } },
  },
  accent: {
    default: { value: { base: '{colors.brand.700}', _dark: '{colors.brand.400}' } },
    emphasized: { value: { base: '{colors.brand.800}', _dark: '{colors.brand.300}' } },
    fg: { value: { base: '{colors.white}', _dark: '{colors.brand.950}' } },
    text: { value: { base: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
    subtle: { value: { base: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
    subtleFg: { value: { base: '{colors.brand.800}', _dark: '{colors.brand.200}' } },
  },
  danger: {
    default: { value: { base: '{colors.red.700}', _dark: '{colors.red.400}' } },
    emphasized: { value: { base: '{colors.red.800}', _dark: '{colors.red.300}' } },
    fg: { value: { base: '{colors.white}', _dark: '{colors.red.950}' } },
    text: { value: { base: '{colors.red.700}', _dark: '{colors.red.300}' } },
  },
  // Status badges and toasts: a tinted background with a dark (light theme) or light text.
  status: {
    success: {
      bg: { value: { base: '{colors.brand.100}', _dark: '{colors.brand.950}' } },
      fg: { value: { base: '{colors.brand.800}', _dark: '{colors.brand.200}' } },
    },
    warning: {
      bg: { value: { base: '{colors.amber.100}', _dark: '{colors.amber.950}' } },
      fg: { value: { base: '{colors.amber.800}', _dark: '{colors.amber.300}' } },
    },
    danger: {
      bg: { value: { base: '{colors.red.100}', _dark: '{colors.red.950}' } },
      fg: { value: { base: '{colors.red.800}', _dark: '{colors.red.300}' } },
    },
    info: {
      bg: { value: { base: '{colors.blue.100}', _dark: '{colors.blue.950}' } },
      fg: { value: { base: '{colors.blue.800}', _dark: '{colors.blue.300}' } },
    },
    neutral: {
      bg: { value: { base: '{colors.slate.100}', _dark: '{colors.slate.800}' } },
      fg: { value: { base: '{colors.slate.700}', _dark: '{colors.slate.200}' } },
    },
  },
  chat: {
    wallpaper: { value: { base: '{colors.sand.100}', _dark: '{colors.slate.900}' } },
    header: { value: { base: '{colors.brand.800}', _dark: '{colors.slate.800}' } },
    headerFg: { value: { base: '{colors.white}', _dark: '{colors.slate.50}' } },
    incoming: { value: { base: '{colors.white}', _dark: '{colors.slate.800}' } },
    outgoing: { value: { base: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
    fg: { value: { base: '{colors.slate.900}', _dark: '{colors.slate.50}' } },
    meta: { value: { base: '{colors.slate.600}', _dark: '{colors.slate.300}' } },
    frame: { value: { base: '{colors.slate.900}', _dark: '{colors.slate.700}' } },
  },
  focusRing: { value: { base: '{colors.brand.600}', _dark: '{colors.brand.300}' } },
})

/**
 * Text/background pairs that must read at 4.5:1 or more in both themes (checked by a test).
 * Each entry is [foreground token, background token].
 */
export const contrastPairs: [string, string][] = [
  ['fg.default', 'bg.canvas'],
  ['fg.default', 'bg.surface'],
  ['fg.default', 'bg.muted'],
  ['fg.muted', 'bg.canvas'],
  ['fg.muted', 'bg.surface'],
  ['fg.muted', 'bg.subtle'],
  ['fg.subtle', 'bg.canvas'],
  ['fg.error', 'bg.canvas'],
  ['fg.error', 'bg.surface'],
  ['fg.success', 'bg.surface'],
  ['fg.warning', 'bg.surface'],
  ['accent.fg', 'accent.default'],
  ['accent.fg', 'accent.emphasized'],
  ['accent.text', 'bg.canvas'],
  ['accent.text', 'bg.surface'],
  ['accent.text', 'bg.subtle'],
  ['accent.subtleFg', 'accent.subtle'],
  ['danger.fg', 'danger.default'],
  ['danger.text', 'bg.surface'],
  ['status.success.fg', 'status.success.bg'],
  ['status.warning.fg', 'status.warning.bg'],
  ['status.danger.fg', 'status.danger.bg'],
  ['status.info.fg', 'status.info.bg'],
  ['status.neutral.fg', 'status.neutral.bg'],
  ['chat.fg', 'chat.incoming'],
  ['chat.fg', 'chat.outgoing'],
  ['chat.meta', 'chat.incoming'],
  ['chat.meta', 'chat.outgoing'],
  ['chat.headerFg', 'chat.header'],
  ['fg.default', 'chat.wallpaper'],
]
