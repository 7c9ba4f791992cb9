// Stories run as tests with motion off: no waiting for enter/exit animations, stable results.
const style = document.createElement('style')
style.textContent = `*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
}`
document.head.append(style)
