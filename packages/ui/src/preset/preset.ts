import { definePreset } from '@pandacss/dev'
import { preset as pandaPreset } from '@pandacss/preset-panda'
import { keyframes } from './keyframes.ts'
import { accordionRecipe } from './recipes/accordion.ts'
import { alertRecipe } from './recipes/alert.ts'
import { badgeRecipe } from './recipes/badge.ts'
import { buttonRecipe } from './recipes/button.ts'
import { cardRecipe } from './recipes/card.ts'
import { checkboxRecipe } from './recipes/checkbox.ts'
import { cookieBannerRecipe } from './recipes/cookie-banner.ts'
import { dialogRecipe } from './recipes/dialog.ts'
import { emptyStateRecipe } from './recipes/empty-state.ts'
import { fieldRecipe } from './recipes/field.ts'
import { fieldsetRecipe } from './recipes/fieldset.ts'
import { inputRecipe } from './recipes/input.ts'
import { menuRecipe } from './recipes/menu.ts'
import { passwordInputRecipe } from './recipes/password-input.ts'
import { pinInputRecipe } from './recipes/pin-input.ts'
import { radioGroupRecipe } from './recipes/radio-group.ts'
import { selectRecipe } from './recipes/select.ts'
import { skeletonRecipe } from './recipes/skeleton.ts'
import { stepsRecipe } from './recipes/steps.ts'
import { switchRecipe } from './recipes/switch.ts'
import { tabsRecipe } from './recipes/tabs.ts'
import { toastRecipe } from './recipes/toast.ts'
import { semanticColors } from './semantic-colors.ts'
import { textStyles } from './text-styles.ts'
import { tokens } from './tokens.ts'

export const atendimentoPreset = definePreset({
  name: 'atendimento',
  conditions: {
    extend: {
      dark: '.dark &',
      light: '.light &',
      // Only what the app marks invalid: a native `required` must not paint an empty field red.
      invalid: '&:is([data-invalid], [aria-invalid=true])',
      readOnly: '&:is([readonly], [data-readonly], [aria-readonly=true])',
      // A finger, not a mouse: controls grow to 44 px targets (WCAG 2.5.5).
      touch: '@media (pointer: coarse)',
    },
  },
  globalCss: {
    // A prerendered control whose code has not arrived yet (marked by the web's pre-paint
    // script): it looks unavailable, as aria-disabled announces it.
    '[data-awaiting-app]': { opacity: '0.6', cursor: 'progress' },
    html: {
      fontFamily: 'body',
      colorScheme: 'dark',
      '&.light': { colorScheme: 'light' },
    },
    body: {
      bg: 'bg.canvas',
      color: 'fg.default',
      lineHeight: 'normal',
      WebkitFontSmoothing: 'antialiased',
    },
    '*:focus-visible': {
      outline: '2px solid',
      outlineColor: 'focusRing',
      outlineOffset: '2px',
    },
    // A heading focused by the app (a new page, a checkout step) is where reading starts, not
    // a control: no ring around it.
    ':is(h1, h2, h3)[tabindex="-1"]:focus': { outline: 'none' },
    '@media (prefers-reduced-motion: reduce)': {
      '*, *::before, *::after': {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
      },
    },
  },
  // Recipes receive their variants at run time (from props), so every variant is generated.
  staticCss: { recipes: '*' },
  theme: {
    breakpoints: pandaPreset.theme.breakpoints,
    containerSizes: pandaPreset.theme.containerSizes,
    extend: {
      keyframes,
      tokens,
      semanticTokens: { colors: semanticColors },
      textStyles,
      recipes: {
        button: buttonRecipe,
        input: inputRecipe,
        badge: badgeRecipe,
        skeleton: skeletonRecipe,
      },
      slotRecipes: {
        accordion: accordionRecipe,
        alert: alertRecipe,
        card: cardRecipe,
        checkbox: checkboxRecipe,
        cookieBanner: cookieBannerRecipe,
        dialog: dialogRecipe,
        emptyState: emptyStateRecipe,
        field: fieldRecipe,
        fieldset: fieldsetRecipe,
        menu: menuRecipe,
        passwordInput: passwordInputRecipe,
        pinInput: pinInputRecipe,
        radioGroup: radioGroupRecipe,
        select: selectRecipe,
        steps: stepsRecipe,
        switchRecipe,
        tabs: tabsRecipe,
        toast: toastRecipe,
      },
    },
  },
})
