import { defineTokens } from '@pandacss/dev'
import { preset as pandaPreset } from '@pandacss/preset-panda'

// Panda's scales for spacing, sizes, type, durations and easings; colours, radii, shadows,
// fonts, z-indices and animations are ours.
const {
  colors: _colors,
  shadows: _shadows,
  radii: _radii,
  fonts: _fonts,
  animations: _animations,
  fontWeights: pandaWeights,
  ...scales
} = pandaPreset.theme.tokens

// The Inter files are cut to the weights 400-800 (scripts/subset-font.mjs): a lighter or
// heavier token would be faked by the browser, so those tokens do not exist.
const fontWeights = Object.fromEntries(
  Object.entries(pandaWeights ?? {}).filter(([, token]) => {
    const weight = Number(token.value)
    return weight >= 400 && weight <= 800
  }),
)

// Brand greens sit near WhatsApp's without copying its mark colour; neutrals are a cool slate.
export const tokens = defineTokens({
  ...scales,
  fontWeights,
  colors: {
    brand: {
      50: { value: '#ecfdf3' },
      100: { value: '#d1fae1' },
      200: { value: '#a6f2c6' },
      300: { value: '#6be3a4' },
      400: { value: '#31cc7e' },
      500: { value: '#12b264' },
      600: { value: '#088f50' },
      700: { value: '#087243' },
      800: { value: '#0b5a38' },
      900: { value: '#0a4a30' },
      950: { value: '#03291a' },
    },
    slate: {
      50: { value: '#f8fafc' },
      100: { value: '#f1f5f9' },
      200: { value: '#e2e8f0' },
      300: { value: '#cbd5e1' },
      400: { value: '#94a3b8' },
      500: { value: '#64748b' },
      600: { value: '#475569' },
      700: { value: '#334155' },
      800: { value: '#1e293b' },
      900: { value: '#0f172a' },
      950: { value: '#020617' },
    },
    red: {
      50: { value: '#fef2f2' },
      100: { value: '#fee2e2' },
      300: { value: '#fca5a5' },
      400: { value: '#f87171' },
      600: { value: '#dc2626' },
      700: { value: '#b91c1c' },
      800: { value: '#991b1b' },
      900: { value: '#7f1d1d' },
      950: { value: '#450a0a' },
    },
    amber: {
      50: { value: '#fffbeb' },
      100: { value: '#fef3c7' },
      300: { value: '#fcd34d' },
      700: { value: '#b45309' },
      800: { value: '#92400e' },
      900: { value: '#78350f' },
      950: { value: '#451a03' },
    },
    blue: {
      50: { value: '#eff6ff' },
      100: { value: '#dbeafe' },
      300: { value: '#93c5fd' },
      700: { value: '#1d4ed8' },
      800: { value: '#1e40af' },
      900: { value: '#1e3a8a' },
      950: { value: '#172554' },
    },
    // The demo's phone: a warm wallpaper in light, a deep teal-slate in dark.
    sand: {
      100: { value: '#f3efe6' },
      200: { value: '#e7e0d2' },
    },
    white: { value: '#ffffff' },
    black: { value: '#000000' },
    transparent: { value: 'transparent' },
    current: { value: 'currentColor' },
  },
  fonts: {
    body: { value: "'Inter Variable', ui-sans-serif, system-ui, sans-serif" },
    mono: { value: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace" },
  },
  radii: {
    xs: { value: '0.25rem' },
    sm: { value: '0.375rem' },
    md: { value: '0.5rem' },
    lg: { value: '0.75rem' },
    xl: { value: '1rem' },
    '2xl': { value: '1.5rem' },
    '3xl': { value: '2.5rem' },
    full: { value: '9999px' },
  },
  shadows: {
    xs: { value: '0 1px 1px rgb(2 6 23 / 0.08)' },
    sm: { value: '0 1px 2px rgb(2 6 23 / 0.12)' },
    md: { value: '0 4px 12px rgb(2 6 23 / 0.16)' },
    lg: { value: '0 12px 32px rgb(2 6 23 / 0.24)' },
    xl: { value: '0 24px 64px rgb(2 6 23 / 0.32)' },
  },
  zIndex: {
    base: { value: 0 },
    docked: { value: 10 },
    sticky: { value: 1100 },
    banner: { value: 1200 },
    overlay: { value: 1300 },
    modal: { value: 1400 },
    dropdown: { value: 1500 },
    toast: { value: 1700 },
  },
  animations: {
    spin: { value: 'spin 1s linear infinite' },
    pulse: { value: 'pulse 2s cubic-bezier(0.4, 0, 0.6, 1) infinite' },
    'fade-in': { value: 'fade-in 150ms {easings.out}' },
    'fade-out': { value: 'fade-out 100ms {easings.in}' },
    'scale-in': { value: 'scale-in 150ms {easings.out}' },
    'scale-out': { value: 'scale-out 100ms {easings.in}' },
    'slide-in-bottom': { value: 'slide-in-bottom 200ms {easings.out}' },
    'slide-out-right': { value: 'slide-out-right 150ms {easings.in}' },
    'expand-height': { value: 'expand-height 200ms {easings.out}' },
    'collapse-height': { value: 'collapse-height 150ms {easings.in}' },
    typing: { value: 'typing 1.2s ease-in-out infinite' },
  },
})
