/**
 * The people of a bench through the production stack's front: each their own loopback address
 * (the front and the rate limits see different people) and session, and the show they meet at.
 */
import { randomUUID } from 'node:crypto'
import http from 'node:http'

/** The front's port, as the stack sets it. */
export const FRONT_PORT = Number(process.env.STACK_PORT || '8080')

export type Answer = { status: number; body: string; headers: http.IncomingHttpHeaders; ms: number }

/** One person: their own loopback address, their session once they have one. */
export class Person {
  readonly agent: http.Agent
  token = ''
  constructor(readonly address: string) {
    // The front closes a client's connection after 5 s idle (Varnish's timeout_idle). A browser
    // sends a request again when the connection it reused was closed under it; Node's agent fails
    // it (ECONNRESET), so an idle connection is let go first, after 4 s.
    this.agent = new http.Agent({
      keepAlive: true,
      maxSockets: 2,
      localAddress: address,
      timeout: 4_000,
    })
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

export const dataOf = <T>(answer: Answer, what: string): T => {
  if (answer.status < 200 || answer.status >= 300)
    throw new Error(`${what}: ${answer.status} ${answer.body.slice(0, 300)}`)
  return (JSON.parse(answer.body) as { data: T }).data
}

/** Runs `work` over `items`, `width` at a time. */
export async function inWaves<T>(items: T[], width: number, work: (item: T) => Promise<unknown>) {
  let next = 0
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!)
    }),
  )
}

/** Signs `person` up as `role` from their own address (`bench` names the run in it); its email. */
export async function register(person: Person, role: string, name: string, bench: string) {
  const email = `${bench}-${role}-${person.address}-${Date.now()}@bench.example.com`
  const answer = await person.send('POST', '/api/auth/register', {
    fullname: name,
    email,
    password: 'OnSale2026x',
    role,
  })
  person.token = (JSON.parse(answer.body) as { token?: string }).token ?? ''
  if (!person.token) throw new Error(`register ${role}: ${answer.status} ${answer.body}`)
  return email
}

/**
 * A show twelve days ahead at 21:00 Istanbul time, its artist booked, its venue (room for
 * `capacity`, payout details given) selling nothing yet. `bench` names the run in the addresses.
 */
export async function openShow(capacity: number, bench: string) {
  const venue = new Person('127.2.250.1')
  const artist = new Person('127.2.250.2')
  await register(venue, 'organizer', 'Bench Sahne', bench)
  await register(artist, 'artist', 'Bench Sanatçı', bench)
  const title = `${bench} ${new Date().toISOString().slice(0, 16)}`
  dataOf(
    await venue.send('PUT', '/api/profile', {
      name: `${title} Sahnesi`,
      city: 'istanbul',
      capacity,
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

export type TypeView = { id: number; available: number; onSaleAt: string }
type TypeTerms = { quantity: number; price: number; perOrderLimit: number; onSaleAt: Date }

/** The show's one ticket type, made or (with `id`) changed: `quantity` at `price` kuruş. */
export async function putType(
  venue: Person,
  gigId: number,
  { quantity, price, perOrderLimit, onSaleAt }: TypeTerms,
  id?: number,
) {
  const [type] = dataOf<TypeView[]>(
    await venue.send('PUT', `/api/shows/${gigId}/tickets`, {
      types: [
        {
          ...(id ? { id } : {}),
          name: { tr: 'Genel Giriş', en: 'General' },
          price,
          quantity,
          perOrderLimit,
          saleStartsAt: onSaleAt.toISOString(),
        },
      ],
    }),
    'ticket types',
  )
  return type!
}

/**
 * Where a 5xx or a call without an answer came from: the front's own error page (no instance
 * answered in time, or the front counted none healthy), the app's JSON, or no answer at all.
 * Null for any other answer.
 */
export function serverErrorKind(answer: Answer): string | null {
  if (answer.status === 0)
    return answer.body === 'timeout' ? 'no answer in 30 s' : `connection failed (${answer.body})`
  if (answer.status < 500) return null
  const fromApp = answer.body.trimStart().startsWith('{')
  return `${answer.status} from the ${fromApp ? 'app' : 'front'}`
}
