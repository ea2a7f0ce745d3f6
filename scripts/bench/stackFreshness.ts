/** Issue 23's freshness check: a write through instance A, then one read through each reader. */
type Readers = { a: string; front: string; b: string }

async function adminToken(a: string): Promise<string> {
  const response = await fetch(new URL('/api/auth/login', a), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: process.env.SEED_ADMIN_EMAIL || 'admin@example.com',
      password: process.env.SEED_ADMIN_PASSWORD || 'SahneAdmin2025',
    }),
  })
  if (!response.ok) throw new Error(`admin login on instance A: ${response.status}`)
  return ((await response.json()) as { token: string }).token
}

/**
 * `rounds` times: publish or edit a post through instance A, then read its page once through
 * the front and once through instance B. Counts the reads that did not show the write.
 */
export async function postFreshness({ a, front, b }: Readers, rounds: number) {
  const headers = {
    authorization: `Bearer ${await adminToken(a)}`,
    'content-type': 'application/json',
  }
  const call = (method: string, path: string, body?: unknown) =>
    fetch(new URL(path, a), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  const title = `Bench freshness ${Date.now()}`
  const created = await call('POST', '/api/blogs', {
    ...{ title_en: title, title_tr: `${title} TR`, category: 'music-events', status: 'draft' },
    ...{
      summary_en: 'Bench.',
      summary_tr: 'Bench.',
      content_en: '<p>B</p>',
      content_tr: '<p>B</p>',
    },
  })
  const { _id: id, slug } = ((await created.json()) as { data: { _id: number; slug: string } }).data
  const stale = { front: 0, b: 0 }
  try {
    for (let round = 1; round <= rounds; round++) {
      await fetch(new URL(`/en/blog/${slug}`, front))
      const { data } = (await (await call('GET', `/api/blogs/admin/${id}`)).json()) as {
        data: Record<string, unknown>
      }
      const newTitle = `${title} #${round}`
      const saved = await call('PUT', `/api/blogs/admin/${id}`, {
        ...data,
        title_en: newTitle,
        status: 'published',
      })
      if (!saved.ok) throw new Error(`edit through instance A: ${saved.status}`)
      for (const reader of ['front', 'b'] as const) {
        const html = await (await fetch(new URL(`/en/blog/${slug}`, { front, b }[reader]))).text()
        if (!html.includes(newTitle)) stale[reader]++
      }
    }
  } finally {
    await call('DELETE', `/api/blogs/${id}`)
  }
  return stale
}
