import { expect, test } from '@playwright/test'

import { createPublishedPost } from './helpers/blog'
import { SEEDED_USERS } from './helpers/session'

/*
 * The public reads are cached (Next's data cache, ISR pages) and expired by the post hooks once a
 * change commits: the very next read after an edit's answer must show it, every time.
 */
test('an edited post shows its new title on the very next read, twenty times over', async ({
  request,
}) => {
  test.setTimeout(180_000)
  const login = await request.post('/api/auth/login', { data: SEEDED_USERS.admin })
  const { token } = (await login.json()) as { token: string }
  const auth = { Authorization: `Bearer ${token}` }
  const title = `Taze okuma ${Date.now()}`
  const { id, slug } = await createPublishedPost(request, token, title)
  try {
    for (let round = 1; round <= 20; round++) {
      // Fill the caches with the current version before the change.
      await request.get(`/en/blog/${slug}`)
      await request.get('/api/blogs/published?locale=en&limit=50')
      const edit = await request.get(`/api/blogs/admin/${id}`, { headers: auth })
      const { data } = (await edit.json()) as { data: Record<string, unknown> }
      const newTitle = `${title} ${round}`
      const saved = await request.put(`/api/blogs/admin/${id}`, {
        headers: auth,
        data: { ...data, title_en: newTitle },
      })
      expect(saved.ok(), await saved.text()).toBe(true)

      const post = await request.get(`/api/blogs/slug/${slug}?locale=en`)
      expect(((await post.json()) as { data: { title: string } }).data.title).toBe(newTitle)
      const list = (await (
        await request.get('/api/blogs/published?locale=en&limit=50')
      ).json()) as {
        data: { title: string }[]
      }
      expect(list.data.map((item) => item.title)).toContain(newTitle)
      expect(await (await request.get(`/en/blog/${slug}`)).text()).toContain(newTitle)
    }
  } finally {
    await request.delete(`/api/blogs/${id}`, { headers: auth })
  }
})

test('a draft post is a kept 404 until it is published, then the post on the very next read', async ({
  request,
}) => {
  const login = await request.post('/api/auth/login', { data: SEEDED_USERS.admin })
  const { token } = (await login.json()) as { token: string }
  const auth = { Authorization: `Bearer ${token}` }
  const title = `Taslak ${Date.now()}`
  const { id, slug } = await createPublishedPost(request, token, title)
  try {
    const edit = await request.get(`/api/blogs/admin/${id}`, { headers: auth })
    const { data } = (await edit.json()) as { data: Record<string, unknown> }
    const save = (status: string) =>
      request.put(`/api/blogs/admin/${id}`, { headers: auth, data: { ...data, status } })
    expect((await save('draft')).ok()).toBe(true)
    // The 404 with the post's not-found page in its HTML, kept: the second read is the cache's.
    for (let read = 0; read < 2; read++) {
      const missing = await request.get(`/en/blog/${slug}`)
      expect(missing.status()).toBe(404)
      expect(await missing.text()).toContain('<h1>Blog post not found</h1>')
    }
    expect((await save('published')).ok()).toBe(true)
    const shown = await request.get(`/en/blog/${slug}`)
    expect(shown.status()).toBe(200)
    expect(await shown.text()).toContain(title)
  } finally {
    await request.delete(`/api/blogs/${id}`, { headers: auth })
  }
})

test('public reads answer 304 to a client that holds the current version', async ({ request }) => {
  for (const path of ['/api/blogs/published', '/api/blogs/featured', '/api/gigs']) {
    const first = await request.get(path)
    const etag = first.headers()['etag']
    expect(etag, path).toBeTruthy()
    const again = await request.get(path, { headers: { 'If-None-Match': etag } })
    expect(again.status(), path).toBe(304)
  }
})

test('anonymous public pages set no cookie and may be kept by a CDN', async ({ request }) => {
  const market = ['/gigler', '/gigler?city=istanbul&page=1', '/en/artists', '/mekanlar']
  for (const path of ['/', '/en', '/blog', '/blog?category=music-events', '/en/blog', ...market]) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expect(response.headers()['set-cookie'], path).toBeUndefined()
    expect(response.headers()['cache-control'], path).toMatch(/s-maxage=\d+/)
  }
})

test('a market list filtered by city, genre or both is kept and shows its filter', async ({
  page,
}) => {
  const cases = [
    { path: '/gigler?city=istanbul', city: 'istanbul', genre: '' },
    { path: '/en/gigs?genre=jazz&from=', city: '', genre: 'jazz' },
    { path: '/sanatcilar?city=izmir&genre=rock', city: 'izmir', genre: 'rock' },
    { path: '/en/venues?genre=rock', city: '', genre: 'rock' },
  ]
  for (const { path, city, genre } of cases) {
    const response = await page.goto(path)
    expect(response!.headers()['cache-control'], path).toMatch(/s-maxage=\d+/)
    const form = page.locator('main form').first()
    await expect(form.locator('select[name="city"]'), path).toHaveValue(city)
    await expect(form.locator('select[name="genre"]'), path).toHaveValue(genre)
  }
})

test('personal and admin pages are never kept by a browser or a CDN', async ({ request }) => {
  for (const path of ['/giris', '/profil', '/en/login', '/en/profile', '/admin/blog']) {
    const response = await request.get(path)
    expect(response.headers()['cache-control'], path).toBe('private, no-store')
  }
})

test('a search page is kept per query like a list, and a new post shows in it at once', async ({
  request,
}) => {
  const login = await request.post('/api/auth/login', { data: SEEDED_USERS.admin })
  const { token } = (await login.json()) as { token: string }
  const word = `kuşkonmaz${Date.now().toString(36)}`
  // Folded like every search: `KUŞKONMAZ…` in capitals, as the Turkish page's visitor might type.
  const turkish = `/blog?search=${encodeURIComponent(`  ${word.toLocaleUpperCase('tr')}  `)}`
  const english = `/en/blog?search=${encodeURIComponent(word)}`

  for (const path of [turkish, english]) {
    const before = await request.get(path)
    expect(before.status(), path).toBe(200)
    expect(before.headers()['set-cookie'], path).toBeUndefined()
    expect(before.headers()['cache-control'], path).toMatch(/s-maxage=\d+/)
  }
  expect(await (await request.get(english)).text()).toContain('No results found for your search.')

  const { id } = await createPublishedPost(request, token, `Taze arama ${word}`)
  try {
    expect(await (await request.get(english)).text()).toContain(`Taze arama ${word}`)
    expect(await (await request.get(turkish)).text()).toContain(`Taze arama ${word} TR`)
    // A query no static page can stand for (a `/`, a `%`) is still answered, per request.
    const odd = await request.get(`/en/blog?search=${encodeURIComponent(`${word} 50%/x`)}`)
    expect(odd.status()).toBe(200)
    expect(await odd.text()).toContain('No results found for your search.')
    // Past the last page of results, the visitor lands on the last page there is.
    const second = await request.get(`/en/blog?search=${encodeURIComponent(word)}&page=2`)
    expect(second.url()).not.toContain('page=2')
    expect(await second.text()).toContain(`Taze arama ${word}`)
  } finally {
    await request.delete(`/api/blogs/${id}`, { headers: { Authorization: `Bearer ${token}` } })
  }
  expect(await (await request.get(english)).text()).toContain('No results found for your search.')
})
