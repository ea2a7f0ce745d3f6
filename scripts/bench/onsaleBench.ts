/**
 * `npm run bench -- --onsale [--buyers 2000] [--tickets 500]`: an on-sale through the production
 * stack (`npm run stack`, a built checkout, its own embedded Postgres and iyzico stand-in). A venue
 * opens `--tickets` paid tickets of one type at one moment; `--buyers` fans, each signed up from
 * and buying from its own loopback address (127.2.x.y: the front and the rate limits see
 * different people), read the show's ticket list through the front until the moment, then ask for
 * 1 to 3 tickets at once. A fan who gets a hold pays it (6 in 10: contract, the provider's page,
 * the post-back), gives it back (2 in 10) or walks away (2 in 10, the hold lapses after
 * TICKET_HOLD_MINUTES, set to 1 here); a fan refused tries again twice, a second or two later, if
 * the list says some are left. Meanwhile the database is sampled every 100 ms for the tickets
 * taken (sold, used, and held by a running hold). At the end, once every hold has lapsed: sold,
 * held, available, what the complete orders add up to, and the answers' codes and times.
 */
import { randomUUID } from 'node:crypto'
import http from 'node:http'
import path from 'node:path'

import { type PreparedDatabase, prepareDatabase } from '../db/prepareDatabase'
import { dataDir } from '../../src/server/platform'
import { percentile } from './percentile'
import { pg, Stack, type Pg } from './stackProcess'

const env = (name: string, fallback: string) => process.env[name] || fallback
const FRONT_PORT = Number(env('STACK_PORT', '8080'))
const APP_A = Number(env('STACK_APP_PORTS', '3101,3102').split(',')[0]!.trim())
const HOLD_MINUTES = 1
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Answer = { status: number; body: string; headers: http.IncomingHttpHeaders; ms: number }

/** One person: their own loopback address, their session once they have one. */
class Person {
  readonly agent: http.Agent
  token = ''
  constructor(readonly address: string) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 2, localAddress: address })
  }

  /** A request through the front (or straight to `port`), JSON in and out, never throwing. */
  send(
    method: string,
    urlPath: string,
    body?: unknown,
    { port = FRONT_PORT, form = false, key = false, anonymous = false } = {},
  ): Promise<Answer> {
    const started = performance.now()
    const payload =
      body === undefined
        ? undefined
        : form
          ? new URLSearchParams(body as Record<string, string>).toString()
          : JSON.stringify(body)
    return new Promise((resolve) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path: urlPath,
          method,
          agent: this.agent,
          timeout: 30_000,
          headers: {
            'accept-language': 'tr',
            ...(this.token && !anonymous ? { authorization: `Bearer ${this.token}` } : {}),
            ...(payload
              ? {
                  'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
                }
              : {}),
            ...(key ? { 'idempotency-key': randomUUID() } : {}),
          },
        },
        (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.once('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks).toString(),
              headers: response.headers,
              ms: performance.now() - started,
            }),
          )
        },
      )
      request.once('timeout', () => request.destroy(new Error('timeout')))
      request.once('error', (error: NodeJS.ErrnoException) =>
        resolve({
          status: 0,
          body: error.code ?? error.message,
          headers: {},
          ms: performance.now() - started,
        }),
      )
      request.end(payload)
    })
  }
}

const dataOf = <T>(answer: Answer, what: string): T => {
  if (answer.status < 200 || answer.status >= 300)
    throw new Error(`${what}: ${answer.status} ${answer.body.slice(0, 300)}`)
  return (JSON.parse(answer.body) as { data: T }).data
}

const addressOf = (i: number) => `127.2.${Math.floor(i / 250)}.${(i % 250) + 1}`

/** Runs `work` over `items`, `width` at a time. */
async function inWaves<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!)
    }),
  )
}

async function register(person: Person, role: string, name: string) {
  const answer = await person.send('POST', '/api/auth/register', {
    fullname: name,
    email: `onsale-${role}-${person.address}-${Date.now()}@bench.example.com`,
    password: 'OnSale2026x',
    role,
  })
  person.token = (JSON.parse(answer.body) as { token?: string }).token ?? ''
  if (!person.token) throw new Error(`register ${role}: ${answer.status} ${answer.body}`)
}

/** A show twelve days ahead at 21:00 Istanbul time, its artist booked, selling nothing yet. */
async function openShow(tickets: number) {
  const venue = new Person('127.2.250.1')
  const artist = new Person('127.2.250.2')
  await register(venue, 'organizer', 'Bench Sahne')
  await register(artist, 'artist', 'Bench Sanatçı')
  const title = `On-sale ${new Date().toISOString().slice(0, 16)}`
  dataOf(
    await venue.send('PUT', '/api/profile', {
      name: `${title} Sahnesi`,
      city: 'istanbul',
      capacity: tickets * 2,
      address: 'Caferağa Mah. Moda Cad. 3, Kadıköy',
    }),
    'venue profile',
  )
  dataOf(
    await venue.send('PUT', '/api/me/payout', {
      payeeType: 'company',
      legalName: 'Bench Sahne A.Ş.',
      taxOffice: 'Kadıköy',
      taxNumber: '1234567890',
      iban: 'TR33 0006 1005 1978 6457 8413 26',
      address: 'Caferağa Mah. 3',
      city: 'İstanbul',
      taxStatus: 'corporateTaxpayer',
    }),
    'payout details',
  )
  dataOf(
    await artist.send('PUT', '/api/profile', {
      name: 'Bench Dalga',
      city: 'izmir',
      genres: ['jazz'],
    }),
    'artist profile',
  )
  const day = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10)
  const gig = dataOf<{ id: number }>(
    await venue.send('POST', '/api/gigs', {
      title,
      date: `${day}T18:00:00.000Z`,
      city: 'istanbul',
      venue: `${title} Sahnesi`,
      slots: 1,
    }),
    'gig',
  )
  const application = dataOf<{ id: number }>(
    await artist.send('POST', `/api/gigs/${gig.id}/applications`, {
      message: 'Merhaba, geliriz.',
      proposedFee: 450_000,
    }),
    'application',
  )
  dataOf(await venue.send('POST', `/api/applications/${application.id}/accept`, {}), 'accept')
  return { venue, gigId: gig.id }
}

type TypeView = { id: number; available: number; onSaleAt: string }

async function putType(venue: Person, gigId: number, tickets: number, onSaleAt: Date, id?: number) {
  const [type] = dataOf<TypeView[]>(
    await venue.send('PUT', `/api/shows/${gigId}/tickets`, {
      types: [
        {
          ...(id ? { id } : {}),
          name: { tr: 'Genel Giriş', en: 'General' },
          price: 25_000,
          quantity: tickets,
          perOrderLimit: 4,
          saleStartsAt: onSaleAt.toISOString(),
        },
      ],
    }),
    'ticket types',
  )
  return type!
}

type Tally = {
  holds: Answer[]
  refusals: Map<string, number>
  reads: number
  readHits: number
  readErrors: number
  paid: number
  payFailures: string[]
  released: number
  abandoned: number
  serverErrors: number
  /** When the last hold was granted: every hold has lapsed a hold's length after it. */
  lastHoldAt: number
}

/** The provider's page as a browser fills it: its card form, then the post-back to the site. */
async function payOnProvider(person: Person, checkoutUrl: string) {
  const page = await fetch(checkoutUrl)
  if (!page.ok) throw new Error(`checkout page ${page.status}`)
  const posted = await fetch(checkoutUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      cardHolderName: 'Bench Fan',
      cardNumber: '5528790000000008',
      expireMonth: '12',
      expireYear: '2030',
      cvc: '123',
    }).toString(),
  })
  const token = (await posted.text()).match(/name="token" value="([^"]+)"/)?.[1]
  if (!token) throw new Error('the provider posted no token back')
  const back = await person.send('POST', '/api/payments/callback', { token }, { form: true })
  if (back.status !== 303) throw new Error(`callback ${back.status}`)
}

async function pay(person: Person, orderId: number) {
  const contract = dataOf<{ hash: string }>(
    await person.send('GET', `/api/orders/${orderId}/contract`),
    'contract',
  )
  const { checkoutUrl } = dataOf<{ checkoutUrl: string }>(
    await person.send(
      'POST',
      `/api/orders/${orderId}/payment`,
      { contract: contract.hash },
      { key: true },
    ),
    'payment',
  )
  await payOnProvider(person, checkoutUrl)
}

/** One fan at the on-sale: reads until the moment, holds, then pays, gives back or walks away. */
async function buyer(
  i: number,
  person: Person,
  gigId: number,
  typeId: number,
  opensAt: number,
  t: Tally,
) {
  const read = async () => {
    // As the show page reads it: the public list, no session sent.
    const answer = await person.send('GET', `/api/shows/${gigId}/tickets`, undefined, {
      anonymous: true,
    })
    t.reads++
    if (answer.headers['x-cache'] === 'HIT') t.readHits++
    if (answer.status !== 200) {
      t.readErrors++
      if (answer.status >= 500 || answer.status === 0) t.serverErrors++
      return null
    }
    return (JSON.parse(answer.body) as { data: TypeView[] }).data[0] ?? null
  }
  // The page is open before the moment: the list read every second or so.
  while (Date.now() < opensAt) {
    await read()
    await sleep(Math.min(opensAt - Date.now(), 800 + Math.random() * 400))
  }
  // Everyone presses within the first second.
  await sleep(Math.random() * 1000)
  for (let attempt = 0; attempt < 3; attempt++) {
    if (attempt > 0) {
      await sleep(1000 + Math.random() * 1000)
      const left = await read()
      if (!left || left.available <= 0) continue
    }
    const answer = await person.send(
      'POST',
      `/api/shows/${gigId}/tickets/hold`,
      { items: [{ typeId, quantity: 1 + (i % 3) }] },
      { key: true },
    )
    t.holds.push(answer)
    if (answer.status >= 500 || answer.status === 0) t.serverErrors++
    if (answer.status !== 201) {
      const reason =
        answer.status === 409
          ? (JSON.parse(answer.body) as { message: string }).message
          : String(answer.status)
      t.refusals.set(reason, (t.refusals.get(reason) ?? 0) + 1)
      continue
    }
    t.lastHoldAt = Math.max(t.lastHoldAt, Date.now())
    const { orderId } = JSON.parse(answer.body).data as { orderId: number }
    const choice = i % 10
    if (choice < 6) {
      try {
        await pay(person, orderId)
        t.paid++
      } catch (error) {
        t.payFailures.push((error as Error).message)
      }
    } else if (choice < 8) {
      const given = await person.send('DELETE', `/api/orders/${orderId}`)
      if (given.status === 200) t.released++
      else if (given.status >= 500 || given.status === 0) t.serverErrors++
    } else t.abandoned++
    return
  }
}

/** Tickets of the type taken now (sold, used, held by a running hold), as the database holds them. */
async function takenNow(db: Pg, typeId: number) {
  const { rows } = await db.query(
    `SELECT count(*) FILTER (WHERE status IN ('sold', 'used'))::int AS sold,
            count(*) FILTER (WHERE status = 'held' AND hold_expires_at > now())::int AS held
     FROM tickets WHERE ticket_type_id = $1`,
    [typeId],
  )
  return { sold: Number(rows[0]!.sold), held: Number(rows[0]!.held) }
}

export async function onsaleBench({ buyers, tickets }: { buyers: number; tickets: number }) {
  const stack = new Stack()
  const logFile = path.join(dataDir(), 'onsale-bench-stack.log')
  let database: PreparedDatabase | null = null
  let db: Pg | null = null
  try {
    await stack.start(logFile, {
      TICKET_HOLD_MINUTES: String(HOLD_MINUTES),
      // Each fan signs up once from its own address; the venue saves its types twice.
      RATE_LIMIT_TICKET_TYPES: '100/60',
    })
    console.log(`[onsale] stack ready (pid ${stack.pid}); its output: ${logFile}`)
    database = await prepareDatabase()
    db = new pg.Client(database.url)
    await db.connect()

    const { venue, gigId } = await openShow(tickets)
    const later = new Date(Date.now() + 86_400_000)
    const type = await putType(venue, gigId, tickets, later)
    const people = Array.from({ length: buyers }, (_, i) => new Person(addressOf(i)))
    const signingUp = Date.now()
    await inWaves(people, 8, (person) => register(person, 'fan', 'Bench Fan'))
    console.log(
      `[onsale] ${buyers} fans signed up in ${((Date.now() - signingUp) / 1000).toFixed(0)} s`,
    )

    const opensAt = Date.now() + 10_000
    await putType(venue, gigId, tickets, new Date(opensAt), type.id)
    const tally: Tally = {
      holds: [],
      refusals: new Map(),
      reads: 0,
      readHits: 0,
      readErrors: 0,
      paid: 0,
      payFailures: [],
      released: 0,
      abandoned: 0,
      serverErrors: 0,
      lastHoldAt: opensAt,
    }
    let maxTaken = 0
    let sampling = true
    const sampler = (async () => {
      while (sampling) {
        const now = await takenNow(db!, type.id)
        maxTaken = Math.max(maxTaken, now.sold + now.held)
        await sleep(100)
      }
    })()
    await Promise.all(people.map((person, i) => buyer(i, person, gigId, type.id, opensAt, tally)))
    const doneAt = Date.now()
    console.log(`[onsale] buyers done ${((doneAt - opensAt) / 1000).toFixed(1)} s after the moment`)
    // Every hold left lapses by the clock: wait it out, sampling on.
    await sleep(Math.max(0, tally.lastHoldAt + HOLD_MINUTES * 60_000 + 5_000 - Date.now()))
    sampling = false
    await sampler

    const end = await takenNow(db, type.id)
    const { rows } = await db.query(
      `SELECT coalesce(sum(l.quantity), 0)::int AS quantity, count(DISTINCT o.id)::int AS orders
       FROM ticket_orders o JOIN ticket_orders_lines l ON l._parent_id = o.id
       WHERE o.gig_id = $1 AND o.status = 'complete'`,
      [gigId],
    )
    const listed = dataOf<TypeView[]>(
      await venue.send('GET', `/api/shows/${gigId}/tickets`, undefined, { port: APP_A }),
      'the list, straight from an instance',
    )[0]!
    const holdMs = tally.holds.map((answer) => answer.ms)
    const codes = new Map<number, number>()
    for (const answer of tally.holds) codes.set(answer.status, (codes.get(answer.status) ?? 0) + 1)
    const rowsOut: Array<[string, string]> = [
      ['buyers (own loopback address each) / tickets', `${buyers} / ${tickets}`],
      ['holds asked (with retries)', String(tally.holds.length)],
      ['hold answers by status', [...codes].map(([code, n]) => `${code}: ${n}`).join(', ')],
      [
        'hold p50 / p95 / p99 / max',
        [50, 95, 99, 100].map((p) => `${percentile(holdMs, p).toFixed(0)} ms`).join(' / '),
      ],
      [
        'refusals (409) by message',
        [...tally.refusals].map(([m, n]) => `${n}× “${m}”`).join('; ') || '–',
      ],
      ['5xx or failed connections (every call)', String(tally.serverErrors)],
      [
        'list reads through the front / answered from its cache',
        `${tally.reads} / ${tally.readHits} (${((100 * tally.readHits) / Math.max(1, tally.reads)).toFixed(1)} %)`,
      ],
      [
        'orders paid / given back / walked away',
        `${tally.paid} / ${tally.released} / ${tally.abandoned}`,
      ],
      [
        'payments that failed',
        tally.payFailures.length
          ? `${tally.payFailures.length}: ${[...new Set(tally.payFailures)].slice(0, 3).join('; ')}`
          : '0',
      ],
      [
        'most tickets taken at once (sampled every 100 ms)',
        `${maxTaken} of ${tickets}: ${maxTaken > tickets ? 'OVERSOLD' : 'never oversold'}`,
      ],
      [
        'at the end: sold / held by a running hold / listed available',
        `${end.sold} / ${end.held} / ${listed.available}`,
      ],
      ['complete orders, their tickets', `${rows[0]!.orders}, ${rows[0]!.quantity}`],
      [
        'every ticket sold or back on sale',
        end.sold + listed.available === tickets &&
        end.held === 0 &&
        end.sold === Number(rows[0]!.quantity)
          ? 'yes'
          : 'NO',
      ],
    ]
    console.log(
      `\nOn-sale through the front (Varnish, http://127.0.0.1:${FRONT_PORT}), holds lasting ${HOLD_MINUTES} min\n`,
    )
    console.log('| measure | value |\n| --- | --- |')
    for (const [measure, value] of rowsOut) console.log(`| ${measure} | ${value} |`)
    if (maxTaken > tickets || tally.serverErrors > 0) process.exitCode = 1
  } finally {
    await db?.end()
    await database?.stop()
    await stack.stop()
  }
}
