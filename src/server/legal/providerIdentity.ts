import 'server-only'

import { supportEmail } from '@/lib/supportEmail'

/** The service provider's identity Law 6563 art. 3 asks every commercial message and the site to show. */
type ProviderIdentity = {
  title: string
  address: string
  mersis: string
  email: string
  phone: string
}

// Demo values for development and tests; production sets every PROVIDER_* variable (the e-mail
// falls back to SUPPORT_EMAIL).
const DEMO: Omit<ProviderIdentity, 'email'> = {
  title: 'Sahne Müzik Teknolojileri A.Ş. (demo)',
  address: 'Caferağa Mah. Moda Cad. No: 1, 34710 Kadıköy/İstanbul',
  mersis: '0000000000000000',
  phone: '+90 212 000 00 00',
}

/** Read on every call, so an operator's change to the environment needs no rebuild. */
export const providerIdentity = (): ProviderIdentity => ({
  title: process.env.PROVIDER_TITLE || DEMO.title,
  address: process.env.PROVIDER_ADDRESS || DEMO.address,
  mersis: process.env.PROVIDER_MERSIS || DEMO.mersis,
  email: process.env.PROVIDER_EMAIL || supportEmail(),
  phone: process.env.PROVIDER_PHONE || DEMO.phone,
})
