import { expect, test, type Page } from '@playwright/test'

import { shapeOf } from '../helpers/lexicalDocs'
import { SEEDED_USERS, signInAs } from './helpers/session'

test.use({ locale: 'en-US' })

/** A published post's id from the admin API. */
async function publishedPostId(page: Page) {
  const login = await page.request.post('/api/auth/login', { data: SEEDED_USERS.admin })
  const { token } = (await login.json()) as { token: string }
  const list = await page.request.get('/api/blogs/admin/all?page=1&limit=50', {
    headers: { Authorization: `Bearer ${token}` },
  })
  const { data } = (await list.json()) as { data: { _id: number; status: string }[] }
  return data.find((post) => post.status === 'published')!._id
}

/**
 * The post's stored Turkish content, read through Payload's REST API with the panel's cookie (and
 * the same-origin header a browser sends: with the site's address set, Payload requires it).
 */
async function storedContent(page: Page, id: number) {
  const response = await page.request.get(`/cms-api/posts/${id}?depth=0&locale=tr&draft=true`, {
    headers: { 'sec-fetch-site': 'same-origin' },
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { content: unknown }).content
}

test('formatting written in the /cms editor survives an edit on /admin/blog', async ({ page }) => {
  test.setTimeout(180_000)
  const id = await publishedPostId(page)

  await page.goto('/cms/login')
  await page.locator('input[name="email"]').fill(SEEDED_USERS.admin.email)
  await page.locator('input[name="password"]').fill(SEEDED_USERS.admin.password)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/cms\/?$/)

  await page.goto(`/cms/collections/posts/${id}`)
  const editor = page.locator('[data-lexical-editor="true"]').first()
  // Start after the last block, whatever it is: two Enters leave a list as well as a paragraph.
  await editor.locator(':scope > *').last().click()
  await page.keyboard.press('Control+End')
  const type = (text: string) => page.keyboard.type(text, { delay: 10 })
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter')
  await type('## Round trip heading')
  await page.keyboard.press('Enter')
  await type('Some ')
  await page.keyboard.press('Control+B')
  await type('bold words')
  await page.keyboard.press('Control+B')
  await type(' and a link to ')
  // The closing parenthesis turns the markdown into a link; no trailing space, which HTML trims.
  await type('[Sahne](https://example.com/sahne)')
  await page.keyboard.press('Enter')
  await type('- first item')
  await page.keyboard.press('Enter')
  await type('second item')
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter')
  await type('> A quoted line')
  await expect(editor.locator('h2', { hasText: 'Round trip heading' })).toBeVisible()
  await expect(editor.locator('strong', { hasText: 'bold words' })).toBeVisible()
  await expect(editor.locator('a', { hasText: 'Sahne' })).toBeVisible()
  await expect(editor.locator('ul li', { hasText: 'second item' })).toBeVisible()
  await expect(editor.locator('blockquote', { hasText: 'A quoted line' })).toBeVisible()
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/updated successfully/i).first()).toBeVisible()
  const written = await storedContent(page, id)

  await signInAs(page, 'admin')
  await page.goto(`/en/admin/blog/edit/${id}`)
  const content = page.getByLabel('Content (TR, HTML)')
  await expect(content).toHaveValue(/<h2>Round trip heading<\/h2>/)
  await expect(content).toHaveValue(/<strong>bold words<\/strong>/)
  await expect(content).toHaveValue(/<a href="https:\/\/example.com\/sahne"[^>]*>Sahne<\/a>/)
  await expect(content).toHaveValue(/<ul><li>first item<\/li><li>second item<\/li><\/ul>/)
  await expect(content).toHaveValue(/<blockquote>A quoted line<\/blockquote>/)
  await page.getByRole('button', { name: 'Update Post' }).click()
  await expect(page.getByText('Blog post updated successfully!')).toBeVisible()

  expect(shapeOf(await storedContent(page, id))).toEqual(shapeOf(written))
})
