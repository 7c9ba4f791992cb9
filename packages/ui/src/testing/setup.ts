// Browser tests render with the real stylesheet and font, and with motion off, so screenshots
// are deterministic and nothing waits for an animation.
import '../styles.css'

const style = document.createElement('style')
style.textContent = `*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
}`
document.head.append(style)
