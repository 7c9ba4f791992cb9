import { FAQ } from '@atendimento/domain/catalogue/landing'
import {
  faqPageData,
  organizationData,
  softwareApplicationData,
} from '@atendimento/domain/structured-data'
import { COMPANY, SITE_ORIGIN } from '../contact/site-config.ts'
import { StructuredDataScript } from '../shell/structured-data-script.tsx'
import { ContactSection } from './contact-section.tsx'
import { DemoTeaserSection } from './demo-teaser-section.tsx'
import { FaqSection } from './faq-section.tsx'
import { FeaturesSection } from './features-section.tsx'
import { HeroSection } from './hero-section.tsx'
import { HowItWorksSection } from './how-it-works-section.tsx'
import { PricingSection } from './pricing-section.tsx'
import { RequirementsSection } from './requirements-section.tsx'
import { TestimonialsSection } from './testimonials-section.tsx'

const LANDING_DATA = [
  organizationData(COMPANY, SITE_ORIGIN),
  softwareApplicationData(
    'Aplicativo para computador que automatiza o atendimento no WhatsApp Business com inteligência artificial.',
    SITE_ORIGIN,
  ),
  faqPageData(FAQ),
]

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
      <StructuredDataScript data={LANDING_DATA} />
    </main>
  )
}
