import { expect, test, type Page } from '@playwright/test'

import { FIRST_GIG } from './helpers/blog'
import { signInAs } from './helpers/session'

const commentForm = (page: Page, name: RegExp | string) => page.getByRole('form', { name })

test.describe('comments on a post', () => {
  test('shows approved comments with replies nested', async ({ page }) => {
    await page.goto(`/en/blog/${FIRST_GIG.slug}`)
    const comments = page.getByRole('list', { name: 'Comments' })
    const first = comments.getByRole('listitem').first()
    await expect(first.getByRole('article').first()).toContainText('Elif Yılmaz')
    // James Carter answers Elif: his comment sits inside hers.
    await expect(first.getByRole('article', { name: 'James Carter' })).toBeVisible()
  })

  test('validates in English before sending', async ({ page }) => {
    await page.goto(`/en/blog/${FIRST_GIG.slug}`)
    const form = commentForm(page, 'Leave a comment')
    await form.getByRole('button', { name: 'Post Comment' }).click()
    await expect(form.getByText('Name is required')).toBeVisible()
    await expect(form.getByText('Email is required')).toBeVisible()
    await expect(form.getByText('Comment is required')).toBeVisible()
    await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true')

    await form.getByLabel('Email').fill('not-an-email')
    await form.getByLabel('Comment').fill('hi')
    await form.getByRole('button', { name: 'Post Comment' }).click()
    await expect(form.getByText('Invalid email address')).toBeVisible()
    await expect(form.getByText('Comment must be at least 3 characters')).toBeVisible()
    await expect(form.getByLabel('Comment')).toHaveAccessibleDescription(
      'Comment must be at least 3 characters',
    )
  })

  test('validates in Turkish before sending', async ({ page }) => {
    await page.goto(`/blog/${FIRST_GIG.slug}`)
    const form = commentForm(page, 'Yorum yapın')
    await form.getByRole('button', { name: 'Yorumu Gönder' }).click()
    await expect(form.getByText('İsim gereklidir')).toBeVisible()
    await expect(form.getByText('E-posta gereklidir')).toBeVisible()
    await expect(form.getByText('Yorum gereklidir')).toBeVisible()
    await form.getByLabel('E-posta').fill('yanlis@adres')
    await form.getByLabel('Yorum').fill('ok')
    await form.getByRole('button', { name: 'Yorumu Gönder' }).click()
    await expect(form.getByText('Geçersiz e-posta adresi')).toBeVisible()
    await expect(form.getByText('Yorum en az 3 karakter olmalıdır')).toBeVisible()
  })

  test("a visitor's comment waits for approval and is not listed", async ({ page }) => {
    await page.goto(`/en/blog/${FIRST_GIG.slug}`)
    const text = `Visitor comment ${Date.now()}`
    const form = commentForm(page, 'Leave a comment')
    await form.getByLabel('Name').fill('Test Visitor')
    await form.getByLabel('Email').fill('visitor@example.com')
    await form.getByLabel('Comment').fill(text)
    await form.getByRole('button', { name: 'Post Comment' }).click()
    await expect(page.getByText('Comment submitted! It may require approval.')).toBeVisible()
    await expect(form.getByRole('status')).toContainText('awaiting approval')
    await expect(page.getByText(text)).toHaveCount(0)
  })

  test("a signed-in artist's comment and reply appear at once and after a reload", async ({
    page,
  }) => {
    await signInAs(page, 'artist')
    await page.goto(`/blog/${FIRST_GIG.slug}`)
    const form = commentForm(page, 'Yorum yapın')
    await expect(form.getByText('Deniz Yıldız olarak yorum yapıyorsunuz')).toBeVisible()
    await expect(form.getByLabel('İsim')).toHaveCount(0)
    await expect(form.getByLabel('E-posta')).toHaveCount(0)

    const text = `Sanatçı yorumu ${Date.now()}`
    await form.getByLabel('Yorum').fill(text)
    await form.getByRole('button', { name: 'Yorumu Gönder' }).click()
    await expect(page.getByText('Yorum yayınlandı.')).toBeVisible()
    const comment = page.getByRole('article', { name: 'Deniz Yıldız' }).filter({ hasText: text })
    await expect(comment).toBeVisible()

    await comment.getByRole('button', { name: 'Yanıtla: Deniz Yıldız' }).click()
    const replyForm = commentForm(page, 'Deniz Yıldız adlı kişiye yanıt')
    const reply = `Kendime yanıt ${Date.now()}`
    await replyForm.getByLabel('Yorum').fill(reply)
    await replyForm.getByRole('button', { name: 'Yanıtı Gönder' }).click()
    // The posted reply, an article of its own under the comment: the text alone is also the reply
    // form's draft (a textarea's text is its value), found before the reply was even answered, and
    // the reload below then raced the reply's write.
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: text })
        .getByRole('article', { name: 'Deniz Yıldız' })
        .filter({ hasText: reply }),
    ).toBeVisible()

    // The comment hook revalidated the cached page: a fresh visit shows both.
    await page.reload()
    await expect(page.getByText(text)).toBeVisible()
    await expect(page.getByText(reply)).toBeVisible()
  })
})
