import { ContactSection } from './contact-section.tsx'
import { DemoTeaserSection } from './demo-teaser-section.tsx'
import { FaqSection } from './faq-section.tsx'
import { FeaturesSection } from './features-section.tsx'
import { HeroSection } from './hero-section.tsx'
import { HowItWorksSection } from './how-it-works-section.tsx'
import { PricingSection } from './pricing-section.tsx'
import { RequirementsSection } from './requirements-section.tsx'
import { TestimonialsSection } from './testimonials-section.tsx'

/** The landing, in the spec's order; the demo teaser and requirements fill the extra anchors. */
export function LandingScreen() {
  return (
    <main>
      <HeroSection />
      <FeaturesSection />
      <HowItWorksSection />
      <DemoTeaserSection />
      <PricingSection />
      <TestimonialsSection />
      <FaqSection />
      <RequirementsSection />
      <ContactSection />
    </main>
  )
}
