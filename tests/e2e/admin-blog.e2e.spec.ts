import { expect, test, type Page } from '@playwright/test'

import { captureAtWidths } from './helpers/screenshots'
import { signInAs } from './helpers/session'

const showing = async (page: Page) => {
  const text = await page.getByText(/^Showing \d+ of \d+$/).textContent()
  const [, shown, total] = text!.match(/Showing (\d+) of (\d+)/)!
  return { shown: Number(shown), total: Number(total) }
}

test.describe('admin blog screens as an admin', () => {
  test('creates, edits and deletes a bilingual post', async ({ page }) => {
    test.setTimeout(150_000)
    await signInAs(page, 'admin')
    const stamp = Date.now()
    const titleEn = `Stage Lighting Basics ${stamp}`
    const titleTr = `Sahne Işığının Temelleri ${stamp}`

    await page.goto('/en/admin/blog/create')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create New Blog Post' }),
    ).toBeVisible()
    await expect(page.getByRole('group', { name: 'English content' })).toBeVisible()
    await expect(page.getByRole('group', { name: 'Turkish content' })).toBeVisible()
    await expect(page.getByRole('group', { name: 'Settings' })).toBeVisible()
    await expect(page.getByLabel('Content (EN, HTML)')).toHaveAttribute('rows', '15')
    await expect(page.getByLabel('Status (required)')).toHaveValue('draft')
    await page.getByLabel('Title (EN) (required)').fill(titleEn)
    await page.getByLabel('Summary (EN)').fill('Light the stage like a pro.')
    await page
      .getByLabel('Content (EN, HTML)')
      .fill(
        '<h2>Why light matters</h2><p>Use <strong>warm</strong> light.</p><ul><li>Front</li><li>Back</li></ul>',
      )
    await page.getByLabel('Title (TR) (required)').fill(titleTr)
    await page.getByLabel('Summary (TR)').fill('Sahneyi bir profesyonel gibi aydınlatın.')
    await page
      .getByLabel('Content (TR, HTML)')
      .fill(
        '<h2>Işık neden önemli</h2><p><strong>Sıcak</strong> ışık kullanın.</p><ul><li>Ön</li><li>Arka</li></ul>',
      )
    await page.getByLabel('Category (required)').selectOption('music-venues')
    await page.getByLabel('Image URL').fill('https://images.example.com/stage.jpg')
    await page.getByLabel('Status (required)').selectOption('published')
    await page.getByLabel('Featured post').check()
    await captureAtWidths(page, 'admin-blog-create')
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.getByRole('button', { name: 'Create Post' }).click()

    await expect(page.getByText('Blog post created successfully!')).toBeVisible()
    await expect(page).toHaveURL(/\/en\/admin\/blog$/)
    const row = page.getByRole('row', { name: new RegExp(titleTr) })
    await expect(row).toBeVisible()
    await expect(row.getByText('Published')).toBeVisible()
    const before = await showing(page)
    await captureAtWidths(page, 'admin-blog-list')
    await page.setViewportSize({ width: 1280, height: 900 })

    const viewHref = await row.getByRole('link', { name: /^View/ }).getAttribute('href')
    expect(viewHref).toMatch(/^\/en\/blog\/[a-z0-9-]+$/)
    const slug = viewHref!.split('/').pop()!
    await expect(row.getByRole('link', { name: /^View/ })).toHaveAttribute('target', '_blank')

    await row.getByRole('link', { name: `Edit “${titleTr}”` }).click()
    await expect(page).toHaveURL(/\/en\/admin\/blog\/edit\/\d+$/)
    const contentEn = page.getByLabel('Content (EN, HTML)')
    await expect(contentEn).toHaveAttribute('rows', '10')
    await expect(contentEn).toHaveValue(/<h2>Why light matters<\/h2>/)
    await expect(contentEn).toHaveValue(/<strong>warm<\/strong>/)
    await expect(contentEn).toHaveValue(/<ul><li>Front<\/li><li>Back<\/li><\/ul>/)
    await expect(page.getByLabel('Featured post')).toBeChecked()
    await page.getByLabel('Title (EN) (required)').fill(`${titleEn} (updated)`)
    await page.getByRole('button', { name: 'Update Post' }).click()
    await expect(page.getByText('Blog post updated successfully!')).toBeVisible()

    for (const [locale, title] of [
      ['en', `${titleEn} (updated)`],
      ['tr', titleTr],
    ]) {
      const answer = await page.request.get(`/api/blogs/slug/${slug}?locale=${locale}`)
      expect(answer.status(), locale).toBe(200)
      const body = (await answer.json()) as { data: { title: string; content: string } }
      expect(body.data.title).toBe(title)
      expect(body.data.content).toContain('<h2>')
    }

    await page.goto('/en/admin/blog')
    const listed = page.getByRole('row', { name: new RegExp(titleTr) })
    const deleteButton = listed.getByRole('button', { name: `Delete “${titleTr}”` })
    await deleteButton.click()
    const dialog = page.getByRole('alertdialog', { name: 'Delete this blog post?' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(titleTr)
    await expect(dialog).toContainText('This cannot be undone.')
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await expect(listed).toBeVisible()
    await deleteButton.click()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(listed).toBeVisible()

    await deleteButton.click()
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
    await expect(dialog).toBeHidden()
    await expect(listed).toHaveCount(0)
    expect(await showing(page)).toEqual({ shown: before.shown - 1, total: before.total - 1 })
    expect((await page.request.get(`/api/blogs/slug/${slug}?locale=en`)).status()).toBe(404)
  })

  test('pages through the list in Turkish', async ({ page }) => {
    await signInAs(page, 'admin')
    await page.goto('/admin/blog')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Blog Yazılarını Yönet' }),
    ).toBeVisible()
    await expect(page.getByRole('columnheader', { name: 'Durum' })).toBeVisible()
    await expect(page.getByText(/^\d+ yazıdan 10 tanesi gösteriliyor$/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Önceki' })).toBeDisabled()
    await page.getByRole('button', { name: 'Sonraki' }).click()
    await expect(page.getByRole('button', { name: 'Sonraki' })).toBeDisabled()
    await expect(page.getByText('Taslak').first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'Yeni Oluştur' })).toHaveAttribute(
      'href',
      '/admin/blog/create',
    )
  })

  test('the header leads to the blog screens and the panel; a draft opens its preview', async ({
    page,
    context,
  }) => {
    await signInAs(page, 'admin')
    await page.goto('/panom')
    const header = page.getByRole('banner')
    // The admin's dashboard leads to both; the header to the blog screens, which link the panel.
    await expect(page.getByRole('link', { name: 'Yönetim panelini aç' })).toHaveAttribute(
      'href',
      '/cms',
    )
    await expect(page.getByRole('heading', { name: 'Yönetim' })).toBeVisible()
    await captureAtWidths(page, 'admin-dashboard-tr')
    await page.setViewportSize({ width: 1366, height: 900 })
    await header.getByRole('link', { name: 'Yönetim', exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/blog$/)
    await expect(page.getByRole('link', { name: 'Yönetim paneli' })).toHaveAttribute('href', '/cms')
    // The order the description names is the date written in the column.
    await expect(page.getByText(/en son düzenlenen önce/)).toBeVisible()
    await expect(page.getByText(/^düzenleme: /).first()).toBeVisible()
    await captureAtWidths(page, 'admin-blog-list-tr')
    await page.setViewportSize({ width: 1366, height: 900 })
    const preview = page.getByRole('link', { name: /taslağını önizle/ }).first()
    while ((await preview.count()) === 0)
      await page.getByRole('button', { name: 'Sonraki' }).click()
    const [tab] = await Promise.all([context.waitForEvent('page'), preview.click()])
    await expect(tab).toHaveURL(/\/blog\/[a-z0-9-]+$/)
    await expect(tab.getByText('Taslak önizlemesi', { exact: false })).toBeVisible()
    await expect(tab.getByRole('heading', { level: 1 })).toBeVisible()
    // Never published: the draft's last edit is its date, not "Invalid Date".
    await expect(tab.getByText('Geçersiz Tarih')).toHaveCount(0)
    await tab.setViewportSize({ width: 390, height: 844 })
    await tab.screenshot({ path: 'test-results/screenshots/admin-draft-preview-tr-phone.png' })
    await tab.close()

    await page.goto('/en/admin/blog')
    await expect(page.getByText(/the most recently edited first/)).toBeVisible()
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Admin panel' })).toHaveAttribute('href', '/cms')
    await captureAtWidths(page, 'admin-blog-list-en')
  })

  test('an unknown post sends the editor back to the list with a toast', async ({ page }) => {
    await signInAs(page, 'admin')
    await page.goto('/en/admin/blog/edit/999999')
    await expect(page.getByText('Blog post not found.')).toBeVisible()
    await expect(page).toHaveURL(/\/en\/admin\/blog$/)
  })

  test('required fields and missing tokens are reported', async ({ page }) => {
    await signInAs(page, 'admin')
    await page.goto('/en/admin/blog/create')
    await page.getByLabel('Title (EN) (required)').fill('Only English')
    await page.getByRole('button', { name: 'Create Post' }).click()
    await expect(page.locator('main').getByRole('alert')).toHaveText(
      'Please fill in all required fields (Title EN/TR, Category, Status).',
    )

    await page.goto('/en/admin/blog')
    await expect(page.getByRole('row')).not.toHaveCount(0)
    await page.evaluate(() => localStorage.removeItem('token'))
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.locator('main').getByRole('alert')).toHaveText(
      'Authentication token not found. Please log in again.',
    )
  })

  test('a token the server no longer accepts sends the editor to sign in, told why', async ({
    page,
  }) => {
    const { user } = await signInAs(page, 'admin')
    // A session whose token the server no longer accepts (expired or revoked).
    await page.addInitScript((stored) => {
      localStorage.setItem('token', 'expired.token.value')
      localStorage.setItem('user', stored)
    }, JSON.stringify(user))
    await page.goto('/en/admin/blog/create')
    // The first call that meets the refused token (the header's bell reads on load) ends the
    // stored session: the editor is sent to sign in, told why.
    await expect(page).toHaveURL(/\/en\/login$/, { timeout: 15_000 })
    await expect(
      page.getByText(
        'Your session has ended. Please sign in again to return to the page you were on.',
      ),
    ).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
  })
})

const SCREENS = ['/admin/blog', '/admin/blog/create', '/admin/blog/edit/1']

test.describe('admin blog screens for others', () => {
  test('an artist sees Access Denied in both languages', async ({ page }) => {
    await signInAs(page, 'artist')
    for (const path of SCREENS) {
      await page.goto(path)
      await expect(page.getByRole('heading', { name: 'Erişim Reddedildi' })).toBeVisible()
      await expect(page.getByText('Bu sayfayı görüntüleme izniniz yok.')).toBeVisible()
      await page.goto(`/en${path}`)
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible()
      await expect(page.getByText('You do not have permission to view this page.')).toBeVisible()
    }
  })

  test('a visitor is sent to login', async ({ page }) => {
    for (const path of SCREENS) {
      await page.goto(path)
      await expect(page).toHaveURL(/\/giris$/)
      await page.goto(`/en${path}`)
      await expect(page).toHaveURL(/\/en\/login$/)
    }
  })
})
