/**
 * `npm run bench -- --door [--scans 1000] [--seconds 60] [--phones 4]`: a show's door through the
 * production stack (`npm run stack`, a built checkout). A venue sells `--scans` free tickets to
 * fans (six an order, each fan from its own loopback address), invites door staff, and then the
 * venue's phone and the staff's (`--phones` in all, each its own account, all on the venue's
 * address as phones on its Wi-Fi are) read codes
 * through the front at an even pace, `--scans` in `--seconds`: three in four a ticket not yet in,
 * the rest a ticket already admitted (answered `used`), a code altered by a character (`unknown`)
 * and a ticket shown to two phones at the same moment (one green, one `used`). Each answer is
 * checked against what the door must say; at the end the door's admitted count and the database's
 * used tickets are checked against the green answers. Prints the scans' times (p50/p95/p99/max),
 * the answers, and fails unless p95 ≤ 100 ms with every answer right and no 5xx.
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
} from './stackPeople'

/** What the door's check may take at the 95th percentile. */
const P95_TARGET_MS = 100
const PER_ORDER = 6

type ScanAnswer = { ok: boolean; reason?: string }
/** What a scan is: a ticket's first scan, a repeat, an altered code, or one ticket on two phones. */
type Kind = 'first' | 'again' | 'altered' | 'pair'

/** The scan of the `i`th moment: one in twenty altered, one a pair, three repeats, the rest first. */
const kindOf = (i: number): Kind =>
  i % 20 === 0 ? 'altered' : i % 20 === 1 ? 'pair' : i % 20 <= 4 ? 'again' : 'first'

type Tally = {
  ms: number[]
  answers: Map<string, number>
  wrong: string[]
  serverErrors: Map<string, number>
  admitted: string[]
}

/** The code with one character of its signature changed: still a code's shape, no longer signed. */
const altered = (code: string) =>
  code.slice(0, -10) + (code.at(-10) === 'A' ? 'B' : 'A') + code.slice(-9)

/** Sells every ticket to fans: six an order, free, each fan signed up from its own address. */
async function sellOut(gigId: number, typeId: number, tickets: number): Promise<string[]> {
  const fans = Array.from(
    { length: Math.ceil(tickets / PER_ORDER) },
    (_, i) => new Person(`127.4.${Math.floor(i / 250)}.${(i % 250) + 1}`),
  )
  const codes: string[] = []
  await inWaves(fans, 8, async (fan) => {
    await register(fan, 'fan', 'Kapı Hayranı', 'door')
    const quantity = Math.min(PER_ORDER, tickets - PER_ORDER * fans.indexOf(fan))
    dataOf(
      await fan.send(
        'POST',
        `/api/shows/${gigId}/tickets/hold`,
        { items: [{ typeId, quantity }] },
        { key: true },
      ),
      'free tickets',
    )
    const mine = dataOf<Array<{ show: { id: number }; status: string; code?: string }>>(
      await fan.send('GET', '/api/me/tickets'),
      'my tickets',
    )
    for (const ticket of mine)
      if (ticket.show.id === gigId && ticket.status === 'sold' && ticket.code)
        codes.push(ticket.code)
  })
  if (codes.length !== tickets) throw new Error(`${codes.length} codes for ${tickets} tickets`)
  return codes
}

/**
 * The venue's phone and `phones - 1` staff accounts' phones, each invited to the show's door, all
 * on the venue's address as phones on its Wi-Fi are.
 */
async function doorPhones(venue: Person, gigId: number, phones: number): Promise<Person[]> {
  const staff = Array.from({ length: phones - 1 }, () => new Person(venue.address))
  for (const person of staff) {
    const email = await register(person, 'fan', 'Kapı Görevlisi', 'door')
    dataOf(
      await venue.send('POST', `/api/door/${gigId}/staff`, { email }, { key: true }),
      'door staff invited',
    )
  }
  return [venue, ...staff]
}

/** One code read on one phone: its answer, timed and tallied; null when it was no answer. */
async function scan(phone: Person, gigId: number, code: string, t: Tally) {
  const answer: Answer = await phone.send(
    'POST',
    `/api/door/${gigId}/scan`,
    { code },
    { key: true },
  )
  t.ms.push(answer.ms)
  const error = serverErrorKind(answer)
  if (error) t.serverErrors.set(error, (t.serverErrors.get(error) ?? 0) + 1)
  if (answer.status !== 200) {
    t.wrong.push(`${answer.status} ${answer.body.slice(0, 120)}`)
    return null
  }
  const read = (JSON.parse(answer.body) as { data: ScanAnswer }).data
  const said = read.ok ? 'admitted' : (read.reason ?? '?')
  t.answers.set(said, (t.answers.get(said) ?? 0) + 1)
  return said
}

/** Each kind of scan, and whether the door said what it must. */
async function scanOne(
  i: number,
  phones: Person[],
  gigId: number,
  fresh: string[],
  t: Tally,
): Promise<void> {
  const phone = phones[i % phones.length]!
  const kind = t.admitted.length === 0 && kindOf(i) === 'again' ? 'first' : kindOf(i)
  const expect = (code: string, said: string | null, must: string) => {
    if (said !== null && said !== must)
      t.wrong.push(`${kind} ${code.slice(-6)}: ${said}, not ${must}`)
  }
  if (kind === 'again') {
    const code = t.admitted[(i * 7919) % t.admitted.length]!
    expect(code, await scan(phone, gigId, code, t), 'used')
    return
  }
  const code = fresh.pop()!
  if (kind === 'altered') {
    expect(code, await scan(phone, gigId, altered(code), t), 'unknown')
    fresh.unshift(code)
    return
  }
  if (kind === 'pair') {
    const other = phones[(i + 1) % phones.length]!
    const said = await Promise.all([scan(phone, gigId, code, t), scan(other, gigId, code, t)])
    const green = said.filter((s) => s === 'admitted').length
    if (green !== 1 || !said.includes('used'))
      t.wrong.push(`pair ${code.slice(-6)}: ${said.join(' + ')}, not one admitted and one used`)
    if (green > 0) t.admitted.push(code)
    return
  }
  const said = await scan(phone, gigId, code, t)
  expect(code, said, 'admitted')
  if (said === 'admitted') t.admitted.push(code)
}

export async function doorBench({
  scans,
  seconds,
  phones,
}: {
  scans: number
  seconds: number
  phones: number
}) {
  const stack = new Stack()
  const logFile = path.join(dataDir(), 'door-bench-stack.log')
  let database: PreparedDatabase | null = null
  let db: Pg | null = null
  try {
    // The venue saves its one type once; every fan holds once.
    await stack.start(logFile, {})
    console.log(`[door] stack ready (pid ${stack.pid}); its output: ${logFile}`)
    database = await prepareDatabase()
    db = new pg.Client(database.url)
    await db.connect()

    const tickets = scans
    const { venue, gigId } = await openShow(tickets, 'door')
    const type = await putType(venue, gigId, {
      quantity: tickets,
      price: 0,
      perOrderLimit: PER_ORDER,
      onSaleAt: new Date(Date.now() - 60_000),
    })
    const selling = Date.now()
    const fresh = await sellOut(gigId, type.id, tickets)
    console.log(
      `[door] ${tickets} tickets issued in ${((Date.now() - selling) / 1000).toFixed(0)} s`,
    )
    const door = await doorPhones(venue, gigId, phones)

    const t: Tally = {
      ms: [],
      answers: new Map(),
      wrong: [],
      serverErrors: new Map(),
      admitted: [],
    }
    const every = (seconds * 1000) / scans
    const started = Date.now()
    await Promise.all(
      Array.from({ length: scans }, async (_, i) => {
        await new Promise((resolve) => setTimeout(resolve, i * every))
        await scanOne(i, door, gigId, fresh, t)
      }),
    )
    const took = (Date.now() - started) / 1000

    const counts = dataOf<{ admitted: number; sold: number }>(
      await venue.send('GET', `/api/door/${gigId}`),
      "the door's counts",
    )
    const { rows } = await db.query(
      `SELECT count(*)::int AS used FROM tickets WHERE gig_id = $1 AND status = 'used'`,
      [gigId],
    )
    const used = Number(rows[0]!.used)
    const p95 = percentile(t.ms, 95)
    const errors = [...t.serverErrors.values()].reduce((a, b) => a + b, 0)
    const countsRight = counts.admitted === t.admitted.length && used === t.admitted.length
    const rowsOut: Array<[string, string]> = [
      [
        'codes read / in / phones (each its own account, all on one address)',
        `${t.ms.length} / ${took.toFixed(1)} s (${Math.round((t.ms.length / took) * 60)} a minute) / ${phones}`,
      ],
      [
        'scan p50 / p95 / p99 / max',
        [50, 95, 99, 100].map((p) => `${percentile(t.ms, p).toFixed(1)} ms`).join(' / '),
      ],
      ['answers', [...t.answers].map(([said, n]) => `${said}: ${n}`).join(', ')],
      [
        'answers not as the door must say',
        t.wrong.length ? `${t.wrong.length}: ${t.wrong.slice(0, 3).join('; ')}` : '0',
      ],
      [
        '5xx or failed connections',
        [String(errors), ...[...t.serverErrors].map(([kind, n]) => `${kind}: ${n}`)].join(', '),
      ],
      [
        'admitted: green answers / the door’s count / used in the database',
        `${t.admitted.length} / ${counts.admitted} / ${used}`,
      ],
      [
        `p95 ≤ ${P95_TARGET_MS} ms, every answer right, no 5xx`,
        p95 <= P95_TARGET_MS && t.wrong.length === 0 && errors === 0 && countsRight
          ? 'PASS'
          : 'FAIL',
      ],
    ]
    console.log(`\nThe door through the front (Varnish, http://127.0.0.1:${FRONT_PORT})\n`)
    console.log('| measure | value |\n| --- | --- |')
    for (const [measure, value] of rowsOut) console.log(`| ${measure} | ${value} |`)
    if (p95 > P95_TARGET_MS || t.wrong.length > 0 || errors > 0 || !countsRight)
      process.exitCode = 1
  } finally {
    await db?.end()
    await database?.stop()
    await stack.stop()
  }
}
