import { expect, test, type Page } from '@playwright/test'

import { catalogue } from './helpers/catalogue'

/**
 * An organizer with a venue profile posts a gig from the create page, finds it on the gig list
 * filtered by the venue's city, edits it and cancels it, in each language. The venue profiles are
 * the seeded ones (seed/venues.ts); the profile editor is another branch's work.
 */
const CASES = {
  tr: {
    account: { email: 'organizer@example.com', password: 'Organizer2025' },
    venue: { name: 'Kadıköy Sahne', href: '/mekanlar/kadikoy-sahne', city: 'İstanbul' },
    create: '/gig-olustur',
    list: '/gigler',
    detail: /\/gigler\/(\d+)$/,
    edit: /\/gigler\/\d+\/duzenle$/,
    t: {
      title: 'Başlık',
      date: 'Başlangıç tarihi ve saati',
      jazz: 'Caz',
      fee: 'Ücret',
      fixed: 'Sabit ücret',
      amount: 'Tutar (TRY)',
      submit: 'Gigi yayınla',
      city: 'Şehir',
      filter: 'Süz',
      editLink: 'Gigi düzenle',
      save: 'Değişiklikleri kaydet',
      cancel: 'Gigi iptal et',
      confirm: 'Evet, iptal et',
      cancelled: 'İptal edildi',
      calendar: 'Takvime ekle',
    },
  },
  en: {
    account: { email: 'venue2@example.com', password: 'Organizer2025' },
    venue: { name: 'Alsancak Müzik Evi', href: '/en/venues/alsancak-muzik-evi', city: 'İzmir' },
    create: '/en/create-gig',
    list: '/en/gigs',
    detail: /\/en\/gigs\/(\d+)$/,
    edit: /\/en\/gigs\/\d+\/edit$/,
    t: {
      title: 'Title',
      date: 'Start date and time',
      jazz: 'Jazz',
      fee: 'Fee',
      fixed: 'Fixed fee',
      amount: 'Amount (TRY)',
      submit: 'Post the gig',
      city: 'City',
      filter: 'Filter',
      editLink: 'Edit the gig',
      save: 'Save changes',
      cancel: 'Cancel the gig',
      confirm: 'Yes, cancel it',
      cancelled: 'Cancelled',
      calendar: 'Add to calendar',
    },
  },
} as const

async function signIn(page: Page, account: { email: string; password: string }) {
  const response = await page.request.post('/api/auth/login', { data: account })
  expect(response.ok()).toBe(true)
  const { token, user } = (await response.json()) as { token: string; user: unknown }
  await page.addInitScript(
    ([storedToken, storedUser]) => {
      window.localStorage.setItem('token', storedToken)
      window.localStorage.setItem('user', storedUser)
    },
    [token, JSON.stringify(user)] as const,
  )
}

/** Three weeks ahead at 21:00, as a datetime-local input takes it. */
const threeWeeksAhead = () =>
  `${new Date(Date.now() + 21 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)}T21:00`

for (const [locale, c] of Object.entries(CASES)) {
  test(`${locale}: an organizer posts a gig, finds it by city, edits and cancels it`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const title = `E2E gig ${locale} ${Date.now()}`
    await signIn(page, c.account)

    await page.goto(c.create)
    await page.getByLabel(c.t.title, { exact: true }).fill(title)
    await page.getByLabel(c.t.date).fill(threeWeeksAhead())
    await page.getByRole('checkbox', { name: c.t.jazz, exact: true }).check()
    await page.getByLabel(c.t.fee, { exact: true }).selectOption({ label: c.t.fixed })
    await page.getByLabel(c.t.amount).fill('6500')
    // City and venue stay empty: they come from the venue profile.
    await page.getByRole('button', { name: c.t.submit }).click()

    await expect(page).toHaveURL(c.detail)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByRole('link', { name: c.venue.name })).toHaveAttribute(
      'href',
      c.venue.href,
    )
    await expect(page.getByRole('article').getByText(c.venue.city, { exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: c.t.calendar })).toBeVisible()

    await page.goto(c.list)
    await page.getByLabel(c.t.city, { exact: true }).selectOption({ label: c.venue.city })
    await page.getByRole('button', { name: c.t.filter, exact: true }).click()
    await expect(page).toHaveURL(/city=/)
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()

    await page
      .getByRole('heading', { level: 2, name: title })
      .locator('..')
      .getByRole('link')
      .click()
    await expect(page).toHaveURL(c.detail)
    await page.getByRole('link', { name: c.t.editLink }).click()
    await expect(page).toHaveURL(c.edit)
    await page.getByLabel(c.t.title, { exact: true }).fill(`${title} (2)`)
    await page.getByRole('button', { name: c.t.save }).click()
    await expect(page).toHaveURL(c.detail)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${title} (2)`)

    await page.getByRole('link', { name: c.t.editLink }).click()
    await page.getByRole('button', { name: c.t.cancel }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: c.t.confirm }).click()
    await expect(page).toHaveURL(c.detail)
    await expect(page.getByText(c.t.cancelled, { exact: true })).toBeVisible()

    await page.goto(`${c.list}?city=${encodeURIComponent(c.venue.city)}`)
    await expect(page.getByRole('heading', { level: 2, name: `${title} (2)` })).toHaveCount(0)
  })
}

/** `days` from today at 21:00, as a datetime-local input takes it. */
const daysAhead = (days: number) =>
  `${new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)}T21:00`

const FIELD_ERRORS = [
  // A start in the past: the server names `date`.
  { locale: 'tr', field: 'date', date: daysAhead(-2), deadline: '', key: 'dateInPast' },
  // A deadline after the start: the server names `deadline`.
  {
    locale: 'en',
    field: 'deadline',
    date: daysAhead(21),
    deadline: daysAhead(28),
    key: 'deadlineAfterStart',
  },
] as const

for (const { locale, field, date, deadline, key } of FIELD_ERRORS) {
  test(`${locale}: the server's refusal of a gig shows beside the field it names`, async ({
    page,
  }) => {
    const c = CASES[locale]
    const message = catalogue(locale).GigForm.errors[key]
    await signIn(page, c.account)
    await page.goto(c.create)
    await page.getByLabel(c.t.title, { exact: true }).fill(`E2E field error ${locale}`)
    await page.getByLabel(c.t.date).fill(date)
    if (deadline)
      await page
        .getByLabel(locale === 'tr' ? 'Son başvuru tarihi' : 'Application deadline')
        .fill(deadline)
    await page.getByRole('button', { name: c.t.submit }).click()

    const input = page.locator(`#gig-${field}`)
    const error = page.locator(`#gig-${field}-error`)
    await expect(error).toHaveText(message)
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAttribute('aria-describedby', `gig-${field}-error`)
    await expect(input).toBeFocused()
    // Said once, beside its field: not again at the foot of the form, and nothing was posted.
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('')
    await expect(page).toHaveURL(new RegExp(`${c.create}$`))

    for (const [name, size] of Object.entries({
      phone: { width: 390, height: 844 },
      desktop: { width: 1366, height: 900 },
    })) {
      await page.setViewportSize(size)
      await input.scrollIntoViewIfNeeded()
      await page.screenshot({
        path: `test-results/screenshots/gig-field-error-${locale}-${name}.png`,
      })
    }

    // The error stays while other fields change, and goes once its own field does.
    await page.getByLabel(c.t.title, { exact: true }).fill(`E2E field error ${locale} (2)`)
    await expect(error).toHaveText(message)
    await input.fill(daysAhead(10))
    await expect(error).toHaveCount(0)
    await expect(input).not.toHaveAttribute('aria-invalid')
  })
}
