import { expect, test, type Page } from '@playwright/test'

import { createPublishedPost, FIRST_GIG, VINYL } from './helpers/blog'
import { captureAtWidths } from './helpers/screenshots'
import { signInAs } from './helpers/session'

const postList = (page: Page) => page.getByRole('region', { name: /All Posts|Tüm Yazılar/ })
const cards = (page: Page) => page.locator('#post-list ~ ul > li')

test.describe('blog list', () => {
  test('answers in Turkish at /blog with featured posts and a first page of nine', async ({
    page,
  }) => {
    const response = await page.goto('/blog')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Öne Çıkan Yazılar' })).toBeVisible()
    await expect(cards(page)).toHaveCount(9)
    await expect(postList(page).getByRole('link', { name: FIRST_GIG.tr })).toHaveAttribute(
      'href',
      `/blog/${FIRST_GIG.slug}`,
    )
    await expect(page.getByRole('link', { name: 'Müzisyen & Albüm' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Tümü' })).toHaveAttribute('aria-current', 'page')
    await captureAtWidths(page, 'blog-list')
  })

  test('answers in English at /en/blog', async ({ page }) => {
    const response = await page.goto('/en/blog')
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Featured Posts' })).toBeVisible()
    await expect(postList(page).getByRole('link', { name: FIRST_GIG.en })).toHaveAttribute(
      'href',
      `/en/blog/${FIRST_GIG.slug}`,
    )
    await expect(page.getByRole('link', { name: 'Musician & Album' })).toBeVisible()
  })

  test('a search finds a post, clears the category and starts at page 1', async ({ page }) => {
    await page.goto('/en/blog?category=music-business&page=1')
    const box = page.getByRole('searchbox', { name: 'Search blog posts' })
    await box.fill('   ')
    await box.press('Enter')
    // A blank search is not sent: the category page stays as it was.
    await expect(page).toHaveURL(/\/en\/blog\?category=music-business&page=1$/)

    await box.fill('vinyl')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/en\/blog\?search=vinyl$/)
    await expect(page.getByRole('link', { name: VINYL.en })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Featured Posts' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'All', exact: true })).not.toHaveAttribute(
      'aria-current',
    )

    await box.fill('zzqqxxnothing')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page.getByText('No results found for your search.')).toBeVisible()
  })

  test('a Turkish search finds the Turkish post', async ({ page }) => {
    await page.goto('/blog')
    await page.getByRole('searchbox', { name: 'Blog yazılarında ara' }).fill('plak')
    await page.getByRole('button', { name: 'Ara', exact: true }).click()
    await expect(page.getByRole('link', { name: VINYL.tr })).toBeVisible()
    await page.goto('/blog?search=zzqqxxnothing')
    await expect(page.getByText('Aramanız için sonuç bulunamadı.')).toBeVisible()
  })

  test('a category chip filters the list and hides Featured Posts', async ({ page }) => {
    await page.goto('/en/blog?search=vinyl')
    await page.getByRole('link', { name: 'Musician & Guides' }).click()
    await expect(page).toHaveURL(/\/en\/blog\?category=musician-guides$/)
    await expect(page.getByRole('link', { name: 'Musician & Guides' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(page.getByRole('heading', { name: 'Featured Posts' })).toHaveCount(0)
    await expect(page.getByRole('searchbox', { name: 'Search blog posts' })).toHaveValue('')
    await expect(cards(page)).toHaveCount(2)
    await expect(page.getByRole('link', { name: FIRST_GIG.en })).toBeVisible()
    await expect(page).toHaveTitle('Musician & Guides – Blog | Sahne')
  })

  test('paginates: Previous disabled on page 1, Next disabled on the last page', async ({
    page,
  }) => {
    await page.goto('/en/blog')
    const pagination = page.getByRole('navigation', { name: 'Pagination' })
    await expect(pagination.getByText('Previous')).toHaveAttribute('aria-disabled', 'true')
    await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await pagination.getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL(/\/en\/blog\?page=2$/)
    await expect(cards(page)).toHaveCount(3)
    await expect(pagination.getByText('Next')).toHaveAttribute('aria-disabled', 'true')
    await expect(pagination.getByRole('link', { name: 'Previous' })).toBeVisible()

    // A page past the end is not an error: it shows the last page.
    const response = await page.goto('/en/blog?page=99')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveURL(/\/en\/blog\?page=2$/)
    await page.goto('/en/blog?page=abc')
    await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  test('sets title, description, canonical and hreflang in both languages', async ({ page }) => {
    await page.goto('/blog')
    await expect(page).toHaveTitle('Blog | Sahne')
    const canonical = page.locator('link[rel="canonical"]')
    await expect(canonical).toHaveAttribute('href', /\/blog$/)
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      /\/en\/blog$/,
    )
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/)

    await page.goto('/en/blog?category=music-venues')
    await expect(page).toHaveTitle('Music & Venues – Blog | Sahne')
    await expect(canonical).toHaveAttribute('href', /\/en\/blog\?category=music-venues$/)
    await expect(page.locator('link[rel="alternate"][hreflang="tr"]')).toHaveAttribute(
      'href',
      /\/blog\?category=music-venues$/,
    )

    await page.goto('/en/blog?search=vinyl')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  })
})

test.describe('blog list admin actions', () => {
  test('visitors and artists see no Create New Post, Edit or Delete', async ({ page }) => {
    await page.goto('/en/blog')
    await expect(page.getByRole('link', { name: FIRST_GIG.en }).first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'Create New Post' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0)

    await signInAs(page, 'artist')
    await page.goto('/en/blog')
    await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Create New Post' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: /^Edit/ })).toHaveCount(0)
    await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0)
  })

  test('admins see Create New Post and Edit/Delete on every card', async ({ page }) => {
    await signInAs(page, 'admin')
    await page.goto('/blog')
    await expect(page.getByRole('link', { name: 'Yeni Yazı Oluştur' })).toHaveAttribute(
      'href',
      '/admin/blog/create',
    )
    await page.goto('/en/blog')
    await expect(page.getByRole('link', { name: 'Create New Post' })).toHaveAttribute(
      'href',
      '/en/admin/blog/create',
    )
    await expect(postList(page).getByRole('button', { name: /^Delete/ })).toHaveCount(9)
    await expect(
      postList(page).getByRole('link', { name: `Edit “${FIRST_GIG.en}”` }),
    ).toHaveAttribute('href', /^\/en\/admin\/blog\/edit\/\d+$/)
  })

  test('an admin deletes a post after confirming, sees the toast and the card goes', async ({
    page,
  }) => {
    const { token } = await signInAs(page, 'admin')
    const title = `Disposable post ${Date.now()}`
    await createPublishedPost(page.request, token, title)
    await page.goto('/en/blog')
    const card = postList(page).getByRole('listitem').filter({ hasText: title })
    await expect(card).toHaveCount(1)

    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.accept()
    })
    await card.getByRole('button', { name: `Delete “${title}”` }).click()
    await expect(page.getByText('Blog post deleted successfully!')).toBeVisible()
    expect(dialogs).toEqual(['Are you sure you want to delete this post?'])
    await expect(card).toHaveCount(0)
    await page.reload()
    await expect(page.getByText(title)).toHaveCount(0)
  })

  test('dismissing the confirmation keeps the post', async ({ page }) => {
    await signInAs(page, 'admin')
    await page.goto('/en/blog')
    page.once('dialog', (dialog) => void dialog.dismiss())
    await postList(page)
      .getByRole('button', { name: `Delete “${FIRST_GIG.en}”` })
      .click()
    await expect(
      postList(page).getByRole('link', { name: FIRST_GIG.en, exact: true }),
    ).toBeVisible()
    await expect(page.getByText('Blog post deleted successfully!')).toHaveCount(0)
  })
})
