/** Signed-in calls to one instance, as the freshness scenarios make their writes. */
export type Client = (method: string, path: string, body?: unknown) => Promise<Response>

export async function tokenFor(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(new URL('/api/auth/login', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) throw new Error(`login of ${email} on ${base}: ${response.status}`)
  return ((await response.json()) as { token: string }).token
}

export const clientOf =
  (base: string, token: string): Client =>
  (method, path, body) =>
    fetch(new URL(path, base), {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })

/** The answer's `data`, or an error naming the call that failed. */
export async function dataOf<T>(response: Promise<Response> | Response, what: string): Promise<T> {
  const answer = await response
  if (!answer.ok) throw new Error(`${what}: ${answer.status} ${await answer.text()}`)
  return ((await answer.json()) as { data: T }).data
}

const env = (name: string, fallback: string) => process.env[name] || fallback
export const SEEDED = {
  admin: [
    env('SEED_ADMIN_EMAIL', 'admin@example.com'),
    env('SEED_ADMIN_PASSWORD', 'SahneAdmin2025'),
  ],
  organizer: ['organizer@example.com', 'Organizer2025'],
  artist: ['artist@example.com', 'Artist2025'],
} as const
