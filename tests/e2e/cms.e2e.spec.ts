import { readFile } from 'node:fs/promises'

import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { newGig, seededSession, uniqueTitle } from './helpers/market'
import { signInToPanel } from './helpers/session'

const ADMIN_EMAIL = process.env.SEED_ADMIN_EMAIL || 'admin@example.com'
const ADMIN_PASSWORD = process.env.SEED_ADMIN_PASSWORD || 'SahneAdmin2025'

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/cms/login')
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.locator('button[type="submit"]').click()
}

test.describe('Payload admin panel at /cms', () => {
  const collectionLabels = {
    'tr-TR': ['Yazılar', 'Yorumlar', 'Gigler', 'Aboneler', 'İletişim mesajları', 'Kullanıcılar'],
    'en-US': ['Posts', 'Comments', 'Gigs', 'Subscribers', 'Contact messages', 'Users'],
  }

  for (const [locale, labels] of Object.entries(collectionLabels)) {
    test.describe(`in ${locale}`, () => {
      test.use({ locale })

      test('the seeded admin logs in and sees the collections', async ({ page }) => {
        await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD)
        await expect(page).toHaveURL(/\/cms\/?$/)
        const nav = page.getByRole('complementary').getByRole('navigation')
        for (const label of labels)
          await expect(nav.getByRole('link', { name: label })).toBeVisible()
        await page.goto('/cms/collections/posts')
        await expect(
          page.getByRole('link', {
            name: /İlk Konserinizi Nasıl Ayarlarsınız\?|How to Book Your First Gig/,
          }),
        ).toBeVisible()
      })
    })
  }

  test('an artist account cannot use the panel', async ({ page }) => {
    await logIn(page, 'artist@example.com', 'Artist2025')
    await expect(page).not.toHaveURL(/\/cms\/?$/)
    await page.goto('/cms/collections/posts')
    await expect(page.getByText('How to Book Your First Gig')).toHaveCount(0)
    await expect(page.getByText('İlk Konserinizi Nasıl Ayarlarsınız?')).toHaveCount(0)
  })

  test('wrong credentials are refused', async ({ page }) => {
    await logIn(page, ADMIN_EMAIL, 'NotThePassword1')
    await expect(page).toHaveURL(/\/cms\/login/)
  })
})

/**
 * A Payload REST read as the signed-in admin (the panel's cookie rides along). With the site's
 * address set, as in production, Payload takes the cookie only from a same-origin request, so
 * this sends the header a browser sends with the panel's own reads.
 */
async function cmsGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/cms-api${path}`, {
    headers: { 'sec-fetch-site': 'same-origin' },
  })
  expect(response.ok(), `GET /cms-api${path}`).toBeTruthy()
  return (await response.json()) as T
}

test.describe('what an editor does in the panel', () => {
  test.use({ locale: 'en-US' })
  test.beforeEach(async ({ page }) => {
    // Signing in through the form is tested above; here the panel's cookie is set directly.
    await signInToPanel(page)
    await page.goto('/cms')
  })

  test('the dashboard says where to start', async ({ page }) => {
    const guide = page.getByRole('region', { name: 'Where to start' })
    await expect(guide.getByRole('link', { name: 'Write a new post' })).toHaveAttribute(
      'href',
      '/cms/collections/posts/create',
    )
    await expect(guide.getByRole('link', { name: 'Moderate pending comments' })).toBeVisible()
    await expect(guide.getByText(/Comments waiting for approval: \d+/)).toBeVisible()
    await expect(guide.getByRole('link', { name: 'Handle contact messages' })).toBeVisible()
    await expect(guide.getByRole('link', { name: 'Export subscribers as CSV' })).toBeVisible()
  })

  test('the post list shows category and featured, and filters by them', async ({ page }) => {
    await page.goto('/cms/collections/posts')
    const header = page.locator('thead')
    for (const column of ['Title', 'Category', 'Featured', 'Status', 'Published at'])
      await expect(header.getByText(column, { exact: true })).toBeVisible()
    await page.goto('/cms/collections/posts?where[or][0][and][0][featured][equals]=true')
    await expect(page.locator('tbody tr')).toHaveCount(4)
  })

  test('an editor approves the pending comment in one click; it then is public', async ({
    page,
  }) => {
    type Row = { id: number; text: string; post: number }
    const { docs } = await cmsGet<{ docs: Row[] }>(
      page.request,
      '/comments?where[status][equals]=pending&depth=0',
    )
    const pending = docs[0]
    expect(pending, 'the seed holds a pending comment').toBeTruthy()
    const publicComments = async () =>
      JSON.stringify(await (await page.request.get(`/api/comments/blog/${pending.post}`)).json())
    expect(await publicComments()).not.toContain(pending.text)

    await page.goto('/cms/collections/comments')
    // Other tests may have left newer pending comments; all pending ones come before the rest.
    await expect(page.locator('tbody tr').first(), 'pending comments come first').toContainText(
      'Pending',
    )
    const row = page.locator('tbody tr').filter({ hasText: pending.text })
    await expect(row).toContainText('Pending')
    await row.getByRole('button', { name: 'Approve' }).click()

    await expect(row).toContainText('Approved')
    await expect(row.getByRole('button', { name: 'Approve' })).toHaveCount(0)
    // The comment hooks expire the API's in-memory answers and the cached post page at once.
    await expect.poll(publicComments, { timeout: 10_000 }).toContain(pending.text)
    const post = await cmsGet<{ slug: string }>(page.request, `/posts/${pending.post}?depth=0`)
    await page.goto(`/blog/${post.slug}`)
    await expect(page.getByRole('region', { name: 'Yorumlar' })).toContainText(pending.text)
  })

  test("a gig's fee is read and typed in lira and stored in kuruş", async ({ page }) => {
    const organizer = await seededSession(page.request, 'organizer')
    const gigId = await newGig(page.request, organizer, uniqueTitle('Panel Ücreti'))
    await page.goto(`/cms/collections/gigs/${gigId}`)
    const fee = page.locator('#field-fee__amount')
    await expect(fee).toHaveValue('3000')
    // Typed key by key, as a person does: "4500." on the way must not lose its point.
    await fee.clear()
    await fee.pressSequentially('4500.50')
    await expect(page.getByText('₺4,500.50')).toBeVisible()
    await page.locator('#action-save').click()
    await expect(page.getByText(/successfully/i).first()).toBeVisible()
    await expect
      .poll(async () => {
        const saved = await page.request.get(`/api/gigs/${gigId}`)
        return ((await saved.json()) as { data: { fee: { amount: number } } }).data.fee.amount
      })
      .toBe(450_050)
    // After the save the field reads the stored kuruş back as lira.
    await page.reload()
    await expect(fee).toHaveValue('4500.5')
  })

  test('a contact message is marked handled', async ({ page }) => {
    const email = `handled-${Date.now()}@example.com`
    const sent = await page.request.post('/api/contact', {
      data: { name: 'Deniz Panel', email, message: 'Please get back to me about a gig.' },
    })
    expect(sent.ok()).toBeTruthy()

    await page.goto('/cms/collections/contact-messages')
    const row = page.getByRole('row').filter({ hasText: email })
    await expect(row).toContainText('false')
    await row.getByRole('link', { name: 'Deniz Panel' }).click()
    await page.getByLabel('Handled', { exact: true }).check()
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(/updated successfully/i)).toBeVisible()

    await page.goto('/cms/collections/contact-messages?where[or][0][and][0][handled][equals]=true')
    await expect(row).toContainText('true')
  })

  test('a CSV export of subscribers downloads with their emails', async ({ page }) => {
    const email = `fan-${Date.now()}@example.com`
    const subscribed = await page.request.post('/api/subscribe/fan', { data: { email } })
    expect(subscribed.ok()).toBeTruthy()

    await page.goto('/cms/collections/subscribers')
    await page.getByRole('button', { name: 'More options' }).click()
    await page.getByText('Export Subscribers', { exact: true }).click()
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download', exact: true }).click()
    const download = await downloading

    expect(download.suggestedFilename()).toMatch(/-subscribers\.csv$/)
    const csv = await readFile(await download.path(), 'utf8')
    expect(csv.split('\n')[0]).toContain('email')
    expect(csv).toContain(email)
  })

  test('the preview opens the post page in the edited language', async ({ page, request }) => {
    type Post = { id: number; slug: string }
    const { docs } = await cmsGet<{ docs: Post[] }>(page.request, '/posts?limit=1&depth=0')
    const post = docs[0]
    const previewLink = page.getByRole('link', { name: 'Preview' })
    const expectedHref = (path: string) => `/cms-preview?${new URLSearchParams({ path })}`

    // The edit view (Lexical included) takes a while to hydrate on a busy machine.
    const loaded = { timeout: 20_000 }
    await page.goto(`/cms/collections/posts/${post.id}?locale=tr`)
    await expect(previewLink).toHaveAttribute('href', expectedHref(`/blog/${post.slug}`), loaded)
    await page.goto(`/cms/collections/posts/${post.id}?locale=en`)
    await expect(previewLink).toHaveAttribute('href', expectedHref(`/en/blog/${post.slug}`), loaded)

    // What the browser sends when the link is followed: the panel's cookie counts from the site.
    const sameOrigin = { 'sec-fetch-site': 'same-origin' }
    const asAdmin = await page.request.get(expectedHref(`/en/blog/${post.slug}`), {
      maxRedirects: 0,
      headers: sameOrigin,
    })
    expect(asAdmin.status()).toBe(307)
    expect(asAdmin.headers().location).toMatch(new RegExp(`/en/blog/${post.slug}$`))

    // A signed-in artist (Payload cookie, but no panel access) and a visitor are refused.
    expect((await request.get(expectedHref(`/blog/${post.slug}`))).status()).toBe(403)
    const artist = await request.post('/cms-api/users/login', {
      data: { email: 'artist@example.com', password: 'Artist2025' },
    })
    expect(artist.ok()).toBeTruthy()
    const asArtist = await request.get(expectedHref(`/blog/${post.slug}`), { headers: sameOrigin })
    expect(asArtist.status()).toBe(403)
  })

  test('an editor previews a draft post, then leaves the preview', async ({ page }) => {
    type Post = { slug: string; title: string }
    const { docs } = await cmsGet<{ docs: Post[] }>(
      page.request,
      '/posts?where[_status][equals]=draft&limit=1&depth=0&locale=tr&draft=true',
    )
    const draft = docs[0]
    expect(draft, 'the seed holds a draft').toBeTruthy()

    await page.goto(`/cms-preview?${new URLSearchParams({ path: `/blog/${draft.slug}` })}`)
    await expect(page).toHaveURL(new RegExp(`/blog/${draft.slug}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(draft.title)
    await expect(page.getByRole('status').filter({ hasText: 'Taslak önizlemesi' })).toBeVisible()

    await page.getByRole('link', { name: 'Önizlemeden çık' }).click()
    await expect(page).toHaveURL(new RegExp(`/blog/${draft.slug}$`))
    // Out of draft mode the draft is not public.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog yazısı bulunamadı')
  })
})
