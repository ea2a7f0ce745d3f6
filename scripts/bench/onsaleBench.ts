/**
 * `npm run bench -- --onsale [--buyers 2000] [--tickets 500] [--pace people|instant]`: an on-sale
 * through the production stack (`npm run stack`, a built checkout, its own embedded Postgres and
 * iyzico stand-in). A venue opens `--tickets` paid tickets of one type at one moment; `--buyers`
 * fans, each signed up from and buying from its own loopback address (127.2.x.y: the front and the
 * rate limits see different people), read the show's ticket list through the front until the
 * moment, then ask for 1 to 3 tickets at once. A fan who gets a hold pays it (6 in 10: contract,
 * the provider's page, the post-back), gives it back (2 in 10) or walks away (2 in 10, the hold
 * lapses after TICKET_HOLD_MINUTES, set to 1 here), at a person's pace unless `--pace instant`; a
 * fan refused tries again twice, a second or two later, if the list says some are left. Meanwhile
 * the database is sampled every 100 ms for the tickets taken (sold, used, and held by a running
 * hold). At the end, once every hold has lapsed: sold, held, available, what the complete orders
 * add up to, and the answers' codes and times.
 */
import path from 'node:path'

import { type PreparedDatabase, prepareDatabase } from '../db/prepareDatabase'
import { dataDir } from '../../src/server/platform'
import { percentile } from './percentile'
import { pg, Stack, type Pg } from './stackProcess'
import {
  type Answer,
  dataOf,
  FRONT_PORT,
  inWaves,
  openShow,
  Person,
  putType,
  register,
  serverErrorKind,
  type TypeView,
} from './stackPeople'

const env = (name: string, fallback: string) => process.env[name] || fallback
const APP_PORTS = env('STACK_APP_PORTS', '3101,3102')
  .split(',')
  .map((port) => Number(port.trim()))
const APP_A = APP_PORTS[0]!
const HOLD_MINUTES = 1
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const addressOf = (i: number) => `127.2.${Math.floor(i / 250)}.${(i % 250) + 1}`

type Tally = {
  holds: Answer[]
  /** Each buyer's first press's time (the moment's burst), apart from their tries after it. */
  firstMs: number[]
  refusals: Map<string, number>
  reads: number
  readHits: number
  readErrors: number
  paid: number
  payFailures: string[]
  released: number
  abandoned: number
  /** 5xx answers and calls that got none, by where they came from (serverErrorKind). */
  serverErrors: Map<string, number>
  /** When the last hold was granted: every hold has lapsed a hold's length after it. */
  lastHoldAt: number
}

/** Counts `answer` in the tally's server errors when it is one. */
function countServerError(t: Tally, answer: Answer) {
  const kind = serverErrorKind(answer)
  if (kind) t.serverErrors.set(kind, (t.serverErrors.get(kind) ?? 0) + 1)
}

const totalOf = (counts: Map<string, number>) => [...counts.values()].reduce((a, b) => a + b, 0)

/**
 * How long a fan with a hold takes over each step, in ms: `people` as a person does (reading the
 * order's terms, typing a card's details into the provider's form, or changing their mind),
 * `instant` as a script does, every call straight after the last (the worst case for the moment:
 * the winners' payment calls arrive while the first presses are still being answered).
 */
export type Pace = 'people' | 'instant'
const pauses = {
  people: { terms: [3_000, 8_000], card: [8_000, 20_000], giveBack: [2_000, 10_000] },
  instant: { terms: [0, 0], card: [0, 0], giveBack: [0, 0] },
} as const
const pause = ([least, most]: readonly [number, number]) =>
  sleep(least + Math.random() * (most - least))

/** The provider's page as a browser fills it: its card form, then the post-back to the site. */
async function payOnProvider(person: Person, checkoutUrl: string, pace: Pace) {
  const page = await fetch(checkoutUrl)
  if (!page.ok) throw new Error(`checkout page ${page.status}`)
  await pause(pauses[pace].card)
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

async function pay(person: Person, orderId: number, pace: Pace) {
  await pause(pauses[pace].terms)
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
  await payOnProvider(person, checkoutUrl, pace)
}

/** One fan at the on-sale: reads until the moment, holds, then pays, gives back or walks away. */
async function buyer(
  i: number,
  person: Person,
  gigId: number,
  typeId: number,
  opensAt: number,
  t: Tally,
  pace: Pace,
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
      countServerError(t, answer)
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
    if (attempt === 0) t.firstMs.push(answer.ms)
    countServerError(t, answer)
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
        await pay(person, orderId, pace)
        t.paid++
      } catch (error) {
        t.payFailures.push((error as Error).message)
      }
    } else if (choice < 8) {
      await pause(pauses[pace].giveBack)
      const given = await person.send('DELETE', `/api/orders/${orderId}`)
      if (given.status === 200) t.released++
      else countServerError(t, given)
    } else t.abandoned++
    return
  }
}

/**
 * How the instances' holds passed the types' locks, from each one's metrics (a scraper on this
 * machine may read them, see docs/operations.md): the passes, the holds they took, and how many
 * passes took more than 10.
 */
async function holdBatches() {
  let passes = 0
  let holds = 0
  let overTen = 0
  for (const port of APP_PORTS) {
    const text = await (await fetch(`http://127.0.0.1:${port}/api/metrics`)).text()
    const value = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? 0)
    const count = value(/^sahne_ticket_hold_batch_holds_count (\d+)/m)
    passes += count
    holds += value(/^sahne_ticket_hold_batch_holds_sum (\d+)/m)
    overTen += count - value(/^sahne_ticket_hold_batch_holds_bucket\{le="10"\} (\d+)/m)
  }
  return { passes, holds, overTen }
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

export async function onsaleBench({
  buyers,
  tickets,
  pace,
}: {
  buyers: number
  tickets: number
  pace: Pace
}) {
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

    const { venue, gigId } = await openShow(tickets * 2, 'onsale')
    const later = new Date(Date.now() + 86_400_000)
    const terms = { quantity: tickets, price: 25_000, perOrderLimit: 4 }
    const type = await putType(venue, gigId, { ...terms, onSaleAt: later })
    const people = Array.from({ length: buyers }, (_, i) => new Person(addressOf(i)))
    const signingUp = Date.now()
    await inWaves(people, 8, (person) => register(person, 'fan', 'Bench Fan', 'onsale'))
    console.log(
      `[onsale] ${buyers} fans signed up in ${((Date.now() - signingUp) / 1000).toFixed(0)} s`,
    )

    const opensAt = Date.now() + 10_000
    await putType(venue, gigId, { ...terms, onSaleAt: new Date(opensAt) }, type.id)
    const tally: Tally = {
      holds: [],
      firstMs: [],
      refusals: new Map(),
      reads: 0,
      readHits: 0,
      readErrors: 0,
      paid: 0,
      payFailures: [],
      released: 0,
      abandoned: 0,
      serverErrors: new Map(),
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
    await Promise.all(
      people.map((person, i) => buyer(i, person, gigId, type.id, opensAt, tally, pace)),
    )
    const doneAt = Date.now()
    console.log(`[onsale] buyers done ${((doneAt - opensAt) / 1000).toFixed(1)} s after the moment`)
    // Every hold left lapses by the clock: wait it out, sampling on. That includes holds granted
    // after their buyer stopped waiting (an instance answering a request past the client's 30 s):
    // the buyers never saw them, so the database says when the last has lapsed.
    await sleep(Math.max(0, tally.lastHoldAt + HOLD_MINUTES * 60_000 + 5_000 - Date.now()))
    const lapsedBy = Date.now() + HOLD_MINUTES * 60_000 + 60_000
    while (Date.now() < lapsedBy && (await takenNow(db, type.id)).held > 0) await sleep(1000)
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
    const batches = await holdBatches()
    const holdMs = tally.holds.map((answer) => answer.ms)
    const codes = new Map<number, number>()
    for (const answer of tally.holds) codes.set(answer.status, (codes.get(answer.status) ?? 0) + 1)
    const rowsOut: Array<[string, string]> = [
      ['buyers (own loopback address each) / tickets', `${buyers} / ${tickets}`],
      ["the winners' pace", pace === 'people' ? 'as people (terms, card form)' : 'instant'],
      ['holds asked (with retries)', String(tally.holds.length)],
      ['hold answers by status', [...codes].map(([code, n]) => `${code}: ${n}`).join(', ')],
      [
        'refusals answered by the front (the show sold out)',
        String(
          tally.holds.filter((answer) => answer.headers['sahne-answered-by'] === 'front').length,
        ),
      ],
      [
        'hold p50 / p95 / p99 / max',
        [50, 95, 99, 100].map((p) => `${percentile(holdMs, p).toFixed(0)} ms`).join(' / '),
      ],
      [
        'first press only: p50 / p95 / p99',
        [50, 95, 99].map((p) => `${percentile(tally.firstMs, p).toFixed(0)} ms`).join(' / '),
      ],
      [
        "passes of the types' locks / holds they took / passes of more than 10",
        `${batches.passes} / ${batches.holds} / ${batches.overTen}`,
      ],
      [
        'refusals (409) by message',
        [...tally.refusals].map(([m, n]) => `${n}× “${m}”`).join('; ') || '–',
      ],
      [
        '5xx or failed connections (every call)',
        [
          String(totalOf(tally.serverErrors)),
          ...[...tally.serverErrors].map(([kind, n]) => `${kind}: ${n}`),
        ].join(', '),
      ],
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
    if (maxTaken > tickets || totalOf(tally.serverErrors) > 0) process.exitCode = 1
  } finally {
    await db?.end()
    await database?.stop()
    await stack.stop()
  }
}
