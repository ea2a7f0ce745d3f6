/**
 * A local stand-in for iyzico's sandbox: test equipment, not product. It answers the calls the
 * app's iyzico adapter makes through the official `iyzipay` client, at the same paths and with
 * the same JSON fields, checks each call's `IYZWSv2` signature as iyzico does (HMAC-SHA256 of the
 * random key, the path and the body, keyed with the secret) and refuses a bad one, keeps its state
 * in memory, serves a hosted checkout page that takes iyzico's published sandbox test cards, and
 * posts the token back to the shop's callback as iyzico's page does, then sends iyzico's signed
 * server-to-server notification to `notifyUrl` when one is set.
 *
 * For tests only (not part of iyzico's API): `POST /_standin/faults` makes the next calls of an
 * operation fail before doing anything, do the work and never answer, or answer late;
 * `DELETE /_standin/faults` clears them; `GET /_standin/totals` answers what the provider holds.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'

import { checkoutPage, postBackPage } from './pages'

/**
 * What iyzico requires of each sub-merchant type on creation (its documented samples): a person's
 * name and identity number; a sole proprietorship's title, tax office and its owner's identity
 * number; a limited or joint-stock company's title, tax office and tax number.
 */
const EVERY_SUB_MERCHANT = ['name', 'email', 'address', 'iban', 'subMerchantExternalId']
const SUB_MERCHANT_FIELDS: Record<string, string[]> = {
  PERSONAL: [...EVERY_SUB_MERCHANT, 'contactName', 'contactSurname', 'identityNumber'],
  PRIVATE_COMPANY: [...EVERY_SUB_MERCHANT, 'legalCompanyTitle', 'taxOffice', 'identityNumber'],
  LIMITED_OR_JOINT_STOCK_COMPANY: [
    ...EVERY_SUB_MERCHANT,
    'legalCompanyTitle',
    'taxOffice',
    'taxNumber',
  ],
}

export const STANDIN_KEYS = { apiKey: 'standin-api-key', secretKey: 'standin-secret-key' }

/**
 * iyzico's sandbox test cards the page knows, the refused ones with the error code and text
 * iyzico's documentation gives for them; any other number is refused as invalid (code 12).
 */
const CARDS: Record<string, { ok: true } | { ok: false; code: string; message: string }> = {
  '5528790000000008': { ok: true },
  '5890040000000016': { ok: true },
  '4111111111111129': {
    ok: false,
    code: '10051',
    message: 'Kart limiti yetersiz, yetersiz bakiye',
  },
  '4129111111111111': { ok: false, code: '10005', message: 'İşlem onaylanmadı' },
  '4128111111111112': { ok: false, code: '10012', message: 'Geçersiz işlem' },
  '4127111111111113': { ok: false, code: '10041', message: 'Kayıp kart, karta el koyunuz' },
  '4126111111111114': { ok: false, code: '10043', message: 'Çalıntı kart, karta el koyunuz' },
  '4125111111111115': { ok: false, code: '10054', message: 'Vadesi dolmuş kart' },
  '4124111111111116': { ok: false, code: '10084', message: 'CVC2 bilgisi hatalı' },
  '4123111111111117': { ok: false, code: '10057', message: 'Kart sahibi bu işlemi yapamaz' },
  '4122111111111118': {
    ok: false,
    code: '10058',
    message: 'Terminalin bu işlemi yapmaya yetkisi yok',
  },
  '4121111111111119': { ok: false, code: '10034', message: 'Dolandırıcılık şüphesi' },
  '4130111111111118': {
    ok: false,
    code: '10202',
    message: 'Ödeme işlemi esnasında genel bir hata oluştu',
  },
}

type Checkout = {
  token: string
  conversationId: string
  basketId: string
  price: number
  callbackUrl: string
  item: { id: string; subMerchantKey: string; subMerchantPrice: number; price: number }
  status: 'INIT' | 'SUCCESS' | 'FAILURE'
  error?: { code: string; message: string }
  paymentId?: string
  transactionId?: string
}
type Item = {
  paymentId: string
  basketId: string
  conversationId: string
  price: number
  subMerchantKey: string
  subMerchantPrice: number
  /** Each refund's amount, and their sum. */
  refunds: number[]
  refunded: number
  approved: boolean
}

/** The operations a fault can be set on, and the paths each stands for. */
const FAULT_OPS: Record<string, string[]> = {
  initialize: ['/payment/iyzipos/checkoutform/initialize/auth/ecom'],
  retrieve: ['/payment/iyzipos/checkoutform/auth/ecom/detail', '/v2/reporting/payment/details'],
  refund: ['/payment/refund'],
  approve: ['/payment/iyzipos/item/approve'],
  updateItem: ['/payment/item'],
  notify: [],
}
type Fault = {
  mode: 'errorBeforeWork' | 'timeoutAfterWork' | 'delay'
  count: number
  delayMs: number
}

const refundedOf = (item: Item) => item.refunded

export type StandIn = {
  url: string
  port: number
  /** Calls by path, counted after their signature was accepted. */
  calls: Map<string, number>
  items: Map<string, Item>
  checkouts: Map<string, Checkout>
  subMerchants: Map<string, Record<string, unknown>>
  /** What the provider holds, in kuruş, as `GET /_standin/totals` answers it. */
  totals: () => Totals
  stop: () => Promise<void>
}

type Money = { captured: number; refunded: number; released: number }
export type Totals = Money & { byBasket: Record<string, Money> }

const kurus = (value: unknown) => Math.round(Number(value) * 100)
const lira = (value: number) => (value / 100).toString()

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

/** Whether `header` is a valid `IYZWSv2` authorization of `path` and `body` for the keys. */
export function verifySignature(
  header: string | undefined,
  path: string,
  body: string,
  keys = STANDIN_KEYS,
): boolean {
  const [scheme, encoded] = (header ?? '').split(' ')
  if (scheme !== 'IYZWSv2' || !encoded) return false
  const fields = Object.fromEntries(
    Buffer.from(encoded, 'base64')
      .toString('utf8')
      .split('&')
      .map((pair) => {
        const at = pair.indexOf(':')
        return [pair.slice(0, at), pair.slice(at + 1)]
      }),
  )
  if (fields.apiKey !== keys.apiKey || !fields.randomKey || !fields.signature) return false
  const expected = createHmac('sha256', keys.secretKey)
    .update(fields.randomKey + path + body)
    .digest('hex')
  const given = Buffer.from(String(fields.signature))
  return given.length === expected.length && timingSafeEqual(given, Buffer.from(expected))
}

const answer = (res: ServerResponse, status: number, body: object) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
  res.end(JSON.stringify({ locale: 'tr', systemTime: Date.now(), ...body }))
}
const failure = (res: ServerResponse, code: string, message: string, conversationId?: string) =>
  answer(res, 200, { status: 'failure', errorCode: code, errorMessage: message, conversationId })

/** iyzico's `X-IYZ-SIGNATURE-V3` of a hosted-page notification (see docs/payments.md). */
export const notificationSignature = (secretKey: string, n: Record<string, string>) =>
  createHmac('sha256', secretKey)
    .update(
      secretKey + n.iyziEventType + n.iyziPaymentId + n.token + n.paymentConversationId + n.status,
    )
    .digest('hex')

/**
 * Starts the stand-in on `port` (0: a free one) of 127.0.0.1; after each payment on its page it
 * posts iyzico's notification to `notifyUrl` (default `IYZICO_STANDIN_NOTIFY_URL`), if any.
 */
export async function startIyzicoStandIn(
  port = 0,
  notifyUrl = process.env.IYZICO_STANDIN_NOTIFY_URL,
): Promise<StandIn> {
  const calls = new Map<string, number>()
  const faults = new Map<string, Fault[]>()
  const hanging = new Set<ServerResponse>()
  const takeFault = (op: string): Fault | undefined => {
    for (const name of [op, '*']) {
      const list = faults.get(name)
      const fault = list?.find((f) => f.count > 0)
      if (fault) {
        fault.count -= 1
        return fault
      }
    }
    return undefined
  }
  const opOf = (path: string) =>
    Object.entries(FAULT_OPS).find(([, paths]) => paths.includes(path))?.[0] ?? path
  const totals = (): Totals => {
    const all: Totals = { captured: 0, refunded: 0, released: 0, byBasket: {} }
    for (const item of items.values()) {
      const basket = (all.byBasket[item.basketId] ??= { captured: 0, refunded: 0, released: 0 })
      const released = item.approved ? item.subMerchantPrice : 0
      for (const money of [all, basket]) {
        money.captured += item.price
        money.refunded += refundedOf(item)
        money.released += released
      }
    }
    return all
  }
  const items = new Map<string, Item>()
  const checkouts = new Map<string, Checkout>()
  const subMerchants = new Map<string, Record<string, unknown>>()
  let base = ''

  const api: Record<string, (body: Record<string, unknown>, res: ServerResponse) => void> = {
    'POST /onboarding/submerchant': (body, res) => {
      const type = String(body.subMerchantType)
      const required = SUB_MERCHANT_FIELDS[type]
      if (!required) return failure(res, '12', 'subMerchantType gönderilmesi zorunludur')
      for (const field of required)
        if (!body[field]) return failure(res, '12', `${field} gönderilmesi zorunludur`)
      const subMerchantKey = randomUUID()
      subMerchants.set(subMerchantKey, body)
      answer(res, 200, { status: 'success', conversationId: body.conversationId, subMerchantKey })
    },
    'PUT /onboarding/submerchant': (body, res) => {
      const key = String(body.subMerchantKey)
      const known = subMerchants.get(key)
      if (!known) return failure(res, '2001', 'Alt üye işyeri bulunamadı')
      // An update carries no type: the sub-merchant keeps the one it was created with.
      const type = String(known.subMerchantType)
      for (const field of (SUB_MERCHANT_FIELDS[type] ?? []).filter(
        (f) => f !== 'subMerchantExternalId',
      ))
        if (!body[field]) return failure(res, '12', `${field} gönderilmesi zorunludur`)
      subMerchants.set(key, { ...body, subMerchantType: type })
      answer(res, 200, { status: 'success', conversationId: body.conversationId })
    },
    'POST /payment/iyzipos/checkoutform/initialize/auth/ecom': (body, res) => {
      const basket = (body.basketItems as Record<string, unknown>[] | undefined) ?? []
      const price = kurus(body.price)
      const total = basket.reduce((sum, item) => sum + kurus(item.price), 0)
      if (!basket.length || total !== price || !body.callbackUrl)
        return failure(
          res,
          '5',
          'Sepet tutarı ödeme tutarına eşit olmalıdır',
          String(body.conversationId),
        )
      const item = basket[0]!
      if (!subMerchants.has(String(item.subMerchantKey)))
        return failure(res, '2001', 'Alt üye işyeri bulunamadı', String(body.conversationId))
      const token = randomUUID()
      checkouts.set(token, {
        token,
        conversationId: String(body.conversationId),
        basketId: String(body.basketId),
        price,
        callbackUrl: String(body.callbackUrl),
        item: {
          id: String(item.id),
          subMerchantKey: String(item.subMerchantKey),
          subMerchantPrice: kurus(item.subMerchantPrice),
          price: kurus(item.price),
        },
        status: 'INIT',
      })
      answer(res, 200, {
        status: 'success',
        conversationId: body.conversationId,
        token,
        tokenExpireTime: 1800,
        paymentPageUrl: `${base}/checkout/${token}`,
        checkoutFormContent: `<script>location.href=${JSON.stringify(`${base}/checkout/${token}`)}</script>`,
      })
    },
    'POST /payment/iyzipos/checkoutform/auth/ecom/detail': (body, res) => {
      const checkout = checkouts.get(String(body.token))
      if (!checkout) return failure(res, '5', 'Geçersiz token', String(body.conversationId))
      const paid = checkout.status === 'SUCCESS'
      const item = paid ? items.get(checkout.transactionId!) : undefined
      answer(res, 200, {
        status: 'success',
        conversationId: body.conversationId,
        token: checkout.token,
        paymentStatus: checkout.status,
        fraudStatus: paid ? 1 : 0,
        errorCode: checkout.error?.code,
        errorMessage: checkout.error?.message,
        basketId: checkout.basketId,
        currency: 'TRY',
        installment: 1,
        price: lira(checkout.price),
        paidPrice: paid ? lira(checkout.price) : undefined,
        paymentId: checkout.paymentId,
        itemTransactions: item
          ? [
              {
                itemId: checkout.item.id,
                paymentTransactionId: checkout.transactionId,
                transactionStatus: item.approved ? 2 : 1,
                price: lira(item.price),
                paidPrice: lira(item.price),
                subMerchantKey: item.subMerchantKey,
                subMerchantPrice: lira(item.subMerchantPrice),
              },
            ]
          : [],
      })
    },
    'GET /v2/reporting/payment/details': (body, res) => {
      const conversationId = String(body.paymentConversationId ?? '')
      const paid = [...items.entries()].filter(([, item]) => item.conversationId === conversationId)
      if (!paid.length)
        return failure(res, '5', 'Ödeme bulunamadı', String(body.conversationId ?? ''))
      answer(res, 200, {
        status: 'success',
        conversationId: body.conversationId,
        payments: paid.map(([transactionId, item]) => ({
          paymentId: item.paymentId,
          paymentStatus: 1,
          paymentConversationId: item.conversationId,
          basketId: item.basketId,
          price: lira(item.price),
          paidPrice: lira(item.price),
          itemTransactions: [
            {
              paymentTransactionId: transactionId,
              transactionStatus: item.approved ? 2 : 1,
              price: lira(item.price),
              paidPrice: lira(item.price),
              subMerchantPrice: lira(item.subMerchantPrice),
              refunds: item.refunds.map((refundPrice) => ({ refundPrice: lira(refundPrice) })),
            },
          ],
        })),
      })
    },
    'PUT /payment/item': (body, res) => {
      const item = items.get(String(body.paymentTransactionId))
      if (!item) return failure(res, '5', 'Ödeme kalemi bulunamadı', String(body.conversationId))
      if (item.approved) return failure(res, '5', 'Onaylanmış kalem güncellenemez')
      if (String(body.subMerchantKey) !== item.subMerchantKey)
        return failure(res, '2001', 'Alt üye işyeri bulunamadı', String(body.conversationId))
      const price = kurus(body.subMerchantPrice)
      if (price < 0 || price > item.price - refundedOf(item))
        return failure(res, '5', 'Alt üye işyeri tutarı geçersiz', String(body.conversationId))
      item.subMerchantPrice = price
      answer(res, 200, {
        status: 'success',
        conversationId: body.conversationId,
        paymentTransactionId: body.paymentTransactionId,
        subMerchantPrice: lira(price),
      })
    },
    'POST /payment/iyzipos/item/approve': (body, res) => {
      const item = items.get(String(body.paymentTransactionId))
      if (!item) return failure(res, '5', 'Ödeme kalemi bulunamadı', String(body.conversationId))
      if (item.approved) return failure(res, '5', 'Ödeme kalemi zaten onaylanmış')
      item.approved = true
      answer(res, 200, {
        status: 'success',
        conversationId: body.conversationId,
        paymentTransactionId: body.paymentTransactionId,
      })
    },
    'POST /payment/refund': (body, res) => {
      const item = items.get(String(body.paymentTransactionId))
      if (!item) return failure(res, '5', 'Ödeme kalemi bulunamadı', String(body.conversationId))
      const price = kurus(body.price)
      if (price <= 0 || price > item.price - refundedOf(item))
        return failure(res, '5', 'İade tutarı geçersiz', String(body.conversationId))
      item.refunds.push(price)
      item.refunded += price
      answer(res, 200, {
        status: 'success',
        conversationId: body.conversationId,
        paymentId: item.paymentId,
        paymentTransactionId: body.paymentTransactionId,
        price: lira(price),
        currency: 'TRY',
      })
    },
  }

  const pay = (checkout: Checkout, form: URLSearchParams) => {
    const card = CARDS[(form.get('cardNumber') ?? '').replace(/\s+/g, '')]
    const complete = ['cardHolderName', 'expireMonth', 'expireYear', 'cvc'].every((f) =>
      form.get(f)?.trim(),
    )
    if (!card || !complete) {
      checkout.status = 'FAILURE'
      checkout.error = { code: '12', message: 'Kart numarası geçersiz' }
    } else if (!card.ok) {
      checkout.status = 'FAILURE'
      checkout.error = { code: card.code, message: card.message }
    } else {
      checkout.status = 'SUCCESS'
      checkout.paymentId = String(Math.floor(Math.random() * 1e8))
      checkout.transactionId = String(Math.floor(Math.random() * 1e8))
      items.set(checkout.transactionId, {
        paymentId: checkout.paymentId,
        basketId: checkout.basketId,
        conversationId: checkout.conversationId,
        price: checkout.item.price,
        subMerchantKey: checkout.item.subMerchantKey,
        subMerchantPrice: checkout.item.subMerchantPrice,
        refunds: [],
        refunded: 0,
        approved: false,
      })
      void sendNotification(checkout)
    }
  }

  /** iyzico's notification of a paid page, signed as iyzico signs it, unless a fault skips it. */
  const sendNotification = async (checkout: Checkout) => {
    if (!notifyUrl) return
    const fault = takeFault('notify')
    if (fault?.mode === 'errorBeforeWork') return
    if (fault?.mode === 'delay') await new Promise((r) => setTimeout(r, fault.delayMs))
    const body: Record<string, string> = {
      paymentConversationId: checkout.conversationId,
      token: checkout.token,
      status: 'SUCCESS',
      iyziEventType: 'CHECKOUT_FORM_AUTH',
      iyziPaymentId: checkout.paymentId!,
    }
    try {
      await fetch(notifyUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-iyz-signature-v3': notificationSignature(STANDIN_KEYS.secretKey, body),
        },
        body: JSON.stringify({
          ...body,
          merchantId: 1,
          iyziEventTime: Date.now(),
          iyziReferenceCode: randomUUID(),
        }),
        signal: AbortSignal.timeout(10_000),
      })
    } catch {
      // iyzico resends a notification that failed; a test that needs it sees it missing.
    }
  }

  /** The test-only control paths: faults and totals. */
  const control = (method: string, path: string, raw: string, res: ServerResponse) => {
    if (path === '/_standin/totals' && method === 'GET') return answer(res, 200, totals())
    if (path !== '/_standin/faults') return false
    if (method === 'DELETE') {
      faults.clear()
      return answer(res, 200, { status: 'success' })
    }
    const body = JSON.parse(raw || '{}') as Partial<Fault> & { op?: string }
    const modes = ['errorBeforeWork', 'timeoutAfterWork', 'delay']
    if (!body.op || !(body.op in FAULT_OPS || body.op === '*') || !modes.includes(body.mode ?? ''))
      return answer(res, 400, { status: 'failure', errorMessage: 'op and mode are required' })
    const fault: Fault = {
      mode: body.mode!,
      count: Math.max(1, Math.min(10_000, Number(body.count ?? 1))),
      delayMs: Math.max(0, Math.min(60_000, Number(body.delayMs ?? 0))),
    }
    faults.set(body.op, [...(faults.get(body.op) ?? []), fault])
    return answer(res, 200, { status: 'success' })
  }

  const server: Server = createServer(async (req, res) => {
    try {
      const path = new URL(req.url ?? '/', 'http://standin').pathname
      const raw = await readBody(req)
      const page = path.match(/^\/checkout\/([\w-]+)$/)
      if (page) {
        const checkout = checkouts.get(page[1]!)
        if (!checkout || checkout.status !== 'INIT') {
          res.writeHead(404, { 'content-type': 'text/plain' })
          return res.end('Ödeme sayfası bulunamadı')
        }
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        if (req.method === 'GET') return res.end(checkoutPage(checkout.price))
        pay(checkout, new URLSearchParams(raw))
        return res.end(postBackPage(checkout.callbackUrl, checkout.token))
      }
      if (path.startsWith('/_standin/') && control(req.method ?? '', path, raw, res) !== false)
        return
      const handler = api[`${req.method} ${path}`]
      if (!handler) return answer(res, 404, { status: 'failure', errorCode: '404' })
      // The client signs a GET's empty JSON body, `{}`, and sends its fields in the query.
      const signedBody = req.method === 'GET' ? raw || '{}' : raw
      if (!verifySignature(req.headers.authorization, path, signedBody))
        return answer(res, 401, {
          status: 'failure',
          errorCode: '1000',
          errorMessage: 'Geçersiz imza',
        })
      calls.set(path, (calls.get(path) ?? 0) + 1)
      const body =
        req.method === 'GET'
          ? Object.fromEntries(new URL(req.url ?? '/', 'http://standin').searchParams)
          : (JSON.parse(raw || '{}') as Record<string, unknown>)
      const fault = takeFault(opOf(path))
      if (fault?.mode === 'errorBeforeWork')
        return failure(res, '11', 'Stand-in fault: refused before doing anything')
      if (fault?.mode === 'delay') await new Promise((r) => setTimeout(r, fault.delayMs))
      if (fault?.mode === 'timeoutAfterWork') {
        // The work is done and its answer dropped: the client waits until its own timeout.
        handler(body, { writeHead: () => undefined, end: () => undefined } as never)
        hanging.add(res)
        return
      }
      handler(body, res)
    } catch (error) {
      answer(res, 500, { status: 'failure', errorCode: '500', errorMessage: String(error) })
    }
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const actual = (server.address() as { port: number }).port
  base = `http://127.0.0.1:${actual}`
  return {
    url: base,
    port: actual,
    calls,
    items,
    checkouts,
    subMerchants,
    totals,
    stop: () => {
      for (const res of hanging) res.destroy()
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}

/** The environment that points the app's payments at `standIn`. */
export const standInEnv = (standIn: { url: string }) => ({
  IYZICO_API_KEY: STANDIN_KEYS.apiKey,
  IYZICO_SECRET_KEY: STANDIN_KEYS.secretKey,
  IYZICO_BASE_URL: standIn.url,
})
