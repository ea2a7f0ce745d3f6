import 'server-only'

import Iyzipay from 'iyzipay'

import { kurusToLira, liraToKurus } from '@/lib/money/kurus'
import { IYZICO_SUB_MERCHANT_TYPE } from '@/lib/payments/payee'

import type {
  CheckoutInput,
  CheckoutOutcome,
  PayeeInput,
  PaymentProvider,
  ProviderResult,
} from '../domain/paymentProvider'
import type { PaymentSettings } from '../settings'
import { call, refusal, type Resource } from './iyzicoCall'

/** Kuruş as iyzico's decimal lira string ("1250.50" for 125050 kuruş). */
const lira = (kurus: number) => kurusToLira(kurus).toFixed(2)
/** iyzico's decimal lira (number or string) as kuruş. */
const kurus = (value: unknown) => liraToKurus(Number(value))

const splitName = (name: string) => {
  const parts = name.trim().split(/\s+/)
  return parts.length > 1
    ? { name: parts.slice(0, -1).join(' '), surname: parts.at(-1)! }
    : { name: parts[0] || '-', surname: '-' }
}

/**
 * The port over iyzico's marketplace API with its official client: payees are sub-merchants, a
 * booking's payment is one basket item whose sub-merchant price is the artist's share, released
 * by an approval or refunded on the platform's instruction. The key of each call is its
 * `conversationId`, which iyzico echoes; the domain records each call's outcome under that key
 * and never makes a recorded call twice.
 */
export function iyzicoProvider(settings: PaymentSettings): PaymentProvider {
  const client = new Iyzipay({
    apiKey: settings.apiKey,
    secretKey: settings.secretKey,
    uri: settings.baseUrl,
  }) as unknown as Record<string, Resource>
  const ask = (resource: Resource, method: keyof Resource, data: object) =>
    call(resource, method, data, settings.timeoutMs)

  return {
    async registerPayee(input: PayeeInput): Promise<ProviderResult<{ payeeKey: string }>> {
      // The fields iyzico asks of each sub-merchant type: a person's name and identity number; a
      // sole proprietorship's title, tax office and the owner's identity number; a company's
      // title, tax office and tax number.
      const person = input.payeeType === 'individual'
      const contact = splitName(input.legalName)
      const data = {
        locale: 'tr',
        conversationId: input.key,
        subMerchantExternalId: input.key,
        subMerchantType: IYZICO_SUB_MERCHANT_TYPE[input.payeeType],
        subMerchantKey: input.payeeKey ?? undefined,
        name: input.legalName,
        email: input.email,
        gsmNumber: undefined,
        address: `${input.address}, ${input.city}`,
        iban: input.iban,
        contactName: person ? contact.name : undefined,
        contactSurname: person ? contact.surname : undefined,
        legalCompanyTitle: person ? undefined : input.legalName,
        identityNumber: input.payeeType === 'company' ? undefined : input.identityNumber,
        taxNumber: person ? undefined : input.taxNumber,
        taxOffice: person ? undefined : input.taxOffice,
        currency: 'TRY',
      }
      const answer = await ask(client.subMerchant!, input.payeeKey ? 'update' : 'create', data)
      if (answer.status !== 'success') return refusal(answer)
      return { ok: true, payeeKey: String(answer.subMerchantKey ?? input.payeeKey) }
    },

    async startCheckout(input: CheckoutInput) {
      const buyerName = splitName(input.buyer.name)
      const address = {
        contactName: input.buyer.name,
        city: input.buyer.city,
        country: 'Turkey',
        address: input.buyer.city,
      }
      const answer = await ask(client.checkoutFormInitialize!, 'create', {
        locale: input.locale,
        conversationId: input.key,
        price: lira(input.amount),
        paidPrice: lira(input.amount),
        currency: 'TRY',
        basketId: input.basketId,
        paymentGroup: 'PRODUCT',
        callbackUrl: input.callbackUrl,
        enabledInstallments: [1],
        buyer: {
          id: input.buyer.id,
          ...buyerName,
          email: input.buyer.email,
          // iyzico requires an identity number; the organizer's is not collected (see docs/payments.md).
          identityNumber: '11111111111',
          registrationAddress: input.buyer.city,
          ip: input.buyer.ip,
          city: input.buyer.city,
          country: 'Turkey',
        },
        shippingAddress: address,
        billingAddress: address,
        basketItems: [
          {
            id: input.basketId,
            name: input.itemName,
            category1: 'Live music',
            itemType: 'VIRTUAL',
            price: lira(input.amount),
            subMerchantKey: input.payeeKey,
            subMerchantPrice: lira(input.payeeAmount),
          },
        ],
      })
      if (answer.status !== 'success') return refusal(answer)
      return { ok: true as const, token: String(answer.token), url: String(answer.paymentPageUrl) }
    },

    async retrieveCheckout({ key, token }) {
      const answer = await ask(client.checkoutForm!, 'retrieve', {
        locale: 'tr',
        conversationId: key,
        token,
      })
      if (answer.status !== 'success') return refusal(answer)
      const items = (answer.itemTransactions ?? answer.paymentItems ?? []) as {
        paymentTransactionId: string
      }[]
      const paid =
        answer.paymentStatus === 'SUCCESS' && Number(answer.fraudStatus) === 1 && items[0]
      const outcome: CheckoutOutcome = paid
        ? {
            paid: true,
            paymentId: String(answer.paymentId),
            itemId: String(items[0]!.paymentTransactionId),
            amount: kurus(answer.paidPrice),
            basketId: String(answer.basketId),
          }
        : {
            paid: false,
            reason: String(answer.errorMessage ?? answer.paymentStatus ?? 'unpaid'),
            ...(answer.errorCode ? { code: String(answer.errorCode) } : {}),
            final: answer.paymentStatus === 'FAILURE',
          }
      return { ok: true as const, ...outcome }
    },

    async release({ key, itemId, payeeKey, payeeAmount }) {
      // The artist's share is set on the item first (a split lowers it), then the item approved.
      const updated = await ask(client.paymentItem!, 'update', {
        locale: 'tr',
        conversationId: `${key}:price`,
        paymentTransactionId: itemId,
        subMerchantKey: payeeKey,
        subMerchantPrice: lira(payeeAmount),
      })
      if (updated.status !== 'success') return refusal(updated)
      const answer = await ask(client.approval!, 'create', {
        locale: 'tr',
        conversationId: key,
        paymentTransactionId: itemId,
      })
      if (answer.status !== 'success') return refusal(answer)
      return { ok: true as const, released: true as const }
    },

    async refund({ key, itemId, amount, ip }) {
      const answer = await ask(client.refund!, 'create', {
        locale: 'tr',
        conversationId: key,
        paymentTransactionId: itemId,
        price: lira(amount),
        currency: 'TRY',
        ip,
      })
      if (answer.status !== 'success') return refusal(answer)
      return { ok: true as const, refundId: String(answer.paymentTransactionId ?? key) }
    },

    async retrievePayment({ key, paymentKey }) {
      // iyzico's transaction detail report, asked by the payment's own conversation id (the
      // official client sends only that one): each item with its refunds and its approval.
      const answer = await ask(client.reportingTransactionDetails!, 'retrieve', {
        locale: 'tr',
        conversationId: key,
        paymentConversationId: paymentKey,
      })
      if (answer.status !== 'success') return refusal(answer)
      const payments = (answer.payments ?? []) as {
        itemTransactions?: {
          paymentTransactionId: string | number
          price: unknown
          transactionStatus: unknown
          refunds?: { refundPrice: unknown }[]
        }[]
      }[]
      const items = payments.flatMap((p) => p.itemTransactions ?? [])
      return {
        ok: true as const,
        items: items.map((item) => ({
          itemId: String(item.paymentTransactionId),
          price: kurus(item.price),
          refunded: (item.refunds ?? []).reduce((sum, r) => sum + kurus(r.refundPrice), 0),
          // iyzico: 2 is an item approved to its sub-merchant.
          released: Number(item.transactionStatus) === 2,
        })),
      }
    },
  }
}
