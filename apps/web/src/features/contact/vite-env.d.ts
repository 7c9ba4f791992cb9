/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string
  readonly VITE_COMPANY_TRADE_NAME?: string
  readonly VITE_COMPANY_REGISTERED_NAME?: string
  readonly VITE_COMPANY_CNPJ?: string
  readonly VITE_COMPANY_PHONE?: string
  readonly VITE_COMPANY_PHONE_DISPLAY?: string
  readonly VITE_COMPANY_SALES_EMAIL?: string
  readonly VITE_COMPANY_CONTACT_EMAIL?: string
  readonly VITE_COMPANY_HOST?: string
}
