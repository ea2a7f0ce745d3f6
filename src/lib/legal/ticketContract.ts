import type { Locale } from '@/i18n/locales'
import { formatMoney } from '@/lib/money/formatMoney'

import {
  contractDate,
  contractSection as section,
  type ContractDocuments,
  type ContractText,
} from './distanceContract'

/**
 * What a ticket order's distance sales contract is made of, fixed when it is accepted: the seller
 * (the show's venue), the buyer, the show, the order's lines as held (kuruş) and the platform's
 * identity. `gig` is named as a booking's facts name it, so a kept copy reads the same way.
 */
export type TicketContractFacts = {
  orderId: number
  gig: { title: string; date: string; venue: string; address: string | null }
  seller: { name: string; address: string | null }
  buyer: { name: string; email: string }
  lines: { name: Record<Locale, string>; quantity: number; unitPrice: number; unitFee: number }[]
  total: number
  provider: { title: string; address: string; mersis: string; email: string; phone: string }
}

/** ", the address" after a name, or nothing when there is none. */
const after = (address: string | null) => (address ? `, ${address}` : '')

/**
 * The pre-information form (Regulation on Distance Contracts, art. 5) and the distance sales
 * contract of a held ticket order, in `locale`: every figure from `facts`, every sentence from
 * the catalogue (the headings and the sentences a booking's contract says the same way are its
 * own keys). The same facts and catalogue always give the same text, so its hash names it.
 */
export function ticketContract(
  facts: TicketContractFacts,
  locale: Locale,
  t: ContractText,
): ContractDocuments {
  const money = (kurus: number) => formatMoney(kurus, locale)
  const { provider } = facts
  const parties = t('TicketContract.partiesText', {
    seller: facts.seller.name,
    sellerAddress: after(facts.seller.address),
    buyer: facts.buyer.name,
    buyerEmail: facts.buyer.email,
    providerTitle: provider.title,
    providerAddress: provider.address,
    providerMersis: provider.mersis,
    providerEmail: provider.email,
    providerPhone: provider.phone,
  })
  const service = t('TicketContract.serviceText', {
    show: facts.gig.title,
    date: contractDate(locale, facts.gig.date),
    venue: facts.gig.venue,
    address: after(facts.gig.address),
  })
  const fees = facts.lines.reduce((sum, line) => sum + line.quantity * line.unitFee, 0)
  const price = [
    ...facts.lines.map((line) =>
      t('TicketContract.line', {
        quantity: line.quantity,
        name: line.name[locale],
        price: money(line.unitPrice),
        fee: money(line.unitFee),
      }),
    ),
    t('TicketContract.totalText', { total: money(facts.total), fees: money(fees) }),
    t('TicketContract.paymentText'),
  ]
  const cancellation = [t('TicketContract.cancelledText'), t('TicketContract.movedText')]
  const withdrawal = t('TicketContract.withdrawalText')
  const complaints = t('Contract.preInformation.complaintsText', { providerEmail: provider.email })
  return {
    preInformation: {
      title: t('Contract.preInformation.title'),
      intro: t('TicketContract.preInformationIntro', { id: facts.orderId }),
      sections: [
        section(t('Contract.preInformation.parties'), parties),
        section(t('Contract.preInformation.service'), service),
        section(t('Contract.preInformation.price'), ...price),
        section(t('TicketContract.cancellation'), ...cancellation),
        section(t('Contract.preInformation.withdrawal'), withdrawal),
        section(t('Contract.preInformation.complaints'), complaints),
      ],
    },
    contract: {
      title: t('TicketContract.title'),
      intro: t('TicketContract.intro', { id: facts.orderId }),
      sections: [
        section(t('Contract.preInformation.parties'), parties),
        section(t('Contract.contract.subject'), t('TicketContract.subjectText'), service),
        section(t('Contract.preInformation.price'), ...price),
        section(t('Contract.contract.obligations'), t('TicketContract.obligationsText')),
        section(t('TicketContract.cancellation'), ...cancellation),
        section(t('Contract.preInformation.withdrawal'), withdrawal),
        section(t('Contract.contract.acceptance'), t('TicketContract.acceptanceText')),
        section(t('Contract.contract.law'), t('Contract.contract.lawText')),
      ],
    },
  }
}
