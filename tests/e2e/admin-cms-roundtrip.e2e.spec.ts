import { expect, type Locator, test, type Page } from '@playwright/test'

import { shapeOf } from '../helpers/lexicalDocs'
import { SEEDED_USERS, signInAs, signInToPanel } from './helpers/session'

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

/** The editor's text after the caret ('' at the very end), or null when the caret is elsewhere. */
const textAfterCaret = (editor: Locator) =>
  editor.evaluate((root) => {
    const selection = window.getSelection()
    if (!selection?.rangeCount || !root.contains(selection.focusNode)) return null
    const after = document.createRange()
    after.setStart(selection.focusNode!, selection.focusOffset)
    after.setEnd(root, root.childNodes.length)
    return after.toString()
  })

test('formatting written in the /cms editor survives an edit on /admin/blog', async ({ page }) => {
  test.setTimeout(180_000)
  const id = await publishedPostId(page)
  // Words of this run only: a retry (or --repeat-each) edits the same post again.
  const run = Date.now().toString(36)

  await signInToPanel(page)

  await page.goto(`/cms/collections/posts/${id}`)
  const editor = page.locator('[data-lexical-editor="true"]').first()
  // Start after the last block, whatever it is: two Enters leave a list as well as a paragraph.
  // The caret must really be at the end: a Control+End pressed before the editor has taken the
  // click's selection left it mid-paragraph, and everything typed landed inside the seeded text.
  await editor.locator(':scope > *').last().click()
  await expect(async () => {
    await page.keyboard.press('Control+End')
    expect(await textAfterCaret(editor)).toBe('')
  }).toPass({ timeout: 10_000 })
  const type = (text: string) => page.keyboard.type(text, { delay: 10 })
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter')
  await type(`## Round trip heading ${run}`)
  await page.keyboard.press('Enter')
  await type('Some ')
  await page.keyboard.press('Control+B')
  await type(`bold words ${run}`)
  await page.keyboard.press('Control+B')
  await type(' and a link to ')
  // The closing parenthesis turns the markdown into a link; no trailing space, which HTML trims.
  await type('[Sahne](https://example.com/sahne)')
  await page.keyboard.press('Enter')
  await type(`- first item ${run}`)
  await page.keyboard.press('Enter')
  await type(`second item ${run}`)
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter')
  await type(`> A quoted line ${run}`)
  await expect(editor.locator('h2', { hasText: `Round trip heading ${run}` })).toBeVisible()
  await expect(editor.locator('strong', { hasText: `bold words ${run}` })).toBeVisible()
  await expect(editor.locator('a', { hasText: 'Sahne' }).last()).toBeVisible()
  await expect(editor.locator('ul li', { hasText: `second item ${run}` })).toBeVisible()
  await expect(editor.locator('blockquote', { hasText: `A quoted line ${run}` })).toBeVisible()
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/updated successfully/i).first()).toBeVisible()
  const written = await storedContent(page, id)

  await signInAs(page, 'admin')
  await page.goto(`/en/admin/blog/edit/${id}`)
  const content = page.getByLabel('Content (TR, HTML)')
  await expect(content).toHaveValue(new RegExp(`<h2>Round trip heading ${run}</h2>`))
  await expect(content).toHaveValue(new RegExp(`<strong>bold words ${run}</strong>`))
  await expect(content).toHaveValue(/<a href="https:\/\/example.com\/sahne"[^>]*>Sahne<\/a>/)
  await expect(content).toHaveValue(
    new RegExp(`<ul><li>first item ${run}</li><li>second item ${run}</li></ul>`),
  )
  await expect(content).toHaveValue(new RegExp(`<blockquote>A quoted line ${run}</blockquote>`))
  await page.getByRole('button', { name: 'Update Post' }).click()
  await expect(page.getByText('Blog post updated successfully!')).toBeVisible()

  expect(shapeOf(await storedContent(page, id))).toEqual(shapeOf(written))
})
