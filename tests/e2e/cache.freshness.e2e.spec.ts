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
  for (const path of ['/', '/en', '/blog', '/blog?category=music-events', '/en/blog']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expect(response.headers()['set-cookie'], path).toBeUndefined()
    expect(response.headers()['cache-control'], path).toMatch(/s-maxage=\d+/)
  }
})

test('personal and admin pages are never kept by a browser or a CDN', async ({ request }) => {
  for (const path of ['/giris', '/profil', '/en/login', '/en/profile', '/admin/blog']) {
    const response = await request.get(path)
    expect(response.headers()['cache-control'], path).toBe('private, no-store')
  }
})
