import { type CompanyConfig, companyConfig } from '@atendimento/domain/company'
import type { ContactConfig } from '@atendimento/domain/contact'

const env = import.meta.env

/**
 * The business's facts in one place: domain's neutral defaults, overridden at build time by
 * VITE_COMPANY_* variables, so a business sets its phone, e-mail and host once.
 */
export const COMPANY: CompanyConfig = companyConfig({
  tradeName: env.VITE_COMPANY_TRADE_NAME,
  registeredName: env.VITE_COMPANY_REGISTERED_NAME,
  cnpj: env.VITE_COMPANY_CNPJ,
  phone: env.VITE_COMPANY_PHONE,
  phoneDisplay: env.VITE_COMPANY_PHONE_DISPLAY,
  salesEmail: env.VITE_COMPANY_SALES_EMAIL,
  contactEmail: env.VITE_COMPANY_CONTACT_EMAIL,
  host: env.VITE_COMPANY_HOST,
})

/** What the domain's link builders need: WhatsApp number, sales e-mail and site host. */
export const CONTACT: ContactConfig = {
  phone: COMPANY.phone,
  email: COMPANY.salesEmail,
  host: COMPANY.host,
}

/** The public site's origin, for canonical and Open Graph addresses. */
export const SITE_ORIGIN = `https://${COMPANY.host}`
