import { configure } from 'storybook/test'

// A play function's find* queries wait one second by default. npm test runs this suite beside
// the e2e suite on two cores, where a screen's first answer took longer than that ('Refund
// Done', 'Overview Error' and 'Pix Paid' failed so): they wait up to ten, still on what shows.
configure({ asyncUtilTimeout: 10_000 })

// Stories run as tests with motion off: no waiting for enter/exit animations, stable results.
const style = document.createElement('style')
style.textContent = `*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
}`
document.head.append(style)
