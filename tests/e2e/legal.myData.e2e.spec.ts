import { expect, test, type Page } from '@playwright/test'

import { linkIn, waitForMail } from '../helpers/mailbox'
import { SCREEN_SIZES, sidewaysOverflow, signInWith } from './helpers/pressKit'
import { resizeTo } from './helpers/screenshots'

const run = Date.now().toString(36)

const LANGUAGES = [
  {
    locale: 'tr',
    profile: '/profil',
    myData: 'Verilerim',
    ask: 'Verilerimin kopyasını iste',
    queued: 'İsteğiniz alındı. Kopya hazırlanınca',
    requests: 'Düzeltme ya da silme talebi',
    kind: 'Talep türü',
    deletion: 'Silme',
    text: 'Neyin düzeltilmesini ya da silinmesini istiyorsunuz?',
    submit: 'Talebi gönder',
    filed: 'Talebiniz alındı. En geç',
    empty: 'Henüz bir talebiniz yok.',
    open: 'Açık',
    due: 'Son yanıt tarihi:',
  },
  {
    locale: 'en',
    profile: '/en/profile',
    myData: 'My data',
    ask: 'Ask for a copy of my data',
    queued: 'Your request is in. We will e-mail you a link',
    requests: 'Ask for a correction or deletion',
    kind: 'Request',
    deletion: 'Deletion',
    text: 'What would you like corrected or deleted?',
    submit: 'Send the request',
    filed: 'Your request is in. We will answer by',
    empty: 'You have no requests yet.',
    open: 'Open',
    due: 'Answer due by',
  },
] as const

/** Each section at both design widths; nothing scrolls sideways. */
async function captureSections(page: Page, name: string, titles: string[]) {
  for (const [label, size] of Object.entries(SCREEN_SIZES)) {
    await resizeTo(page, size)
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
    for (const [index, title] of titles.entries()) {
      const section = page.getByRole('region', { name: title })
      await section.scrollIntoViewIfNeeded()
      await section.screenshot({
        path: `test-results/screenshots/my-data-${name}-${index}-${label}.png`,
      })
    }
  }
}

for (const lang of LANGUAGES)
  test(`a new account asks for its data and files a deletion request from the profile (${lang.locale})`, async ({
    page,
  }) => {
    const email = `e2e-mydata-${lang.locale}-${run}@example.com`
    const registered = await page.request.post(`/api/auth/register?locale=${lang.locale}`, {
      data: { fullname: 'Veri Deneme', email, password: 'VeriSifre1', role: 'fan' },
    })
    expect(registered.status()).toBe(201)
    await signInWith(page, email, 'VeriSifre1')
    await page.goto(lang.profile)

    const myData = page.getByRole('region', { name: lang.myData, exact: true })
    await expect(myData).toBeVisible()
    const requests = page.getByRole('region', { name: lang.requests })
    await expect(requests.getByText(lang.empty)).toBeVisible()
    await captureSections(page, `${lang.locale}-before`, [lang.myData, lang.requests])

    await myData.getByRole('button', { name: lang.ask }).click()
    await expect(myData.getByText(lang.queued)).toBeVisible()
    await expect(myData.getByRole('button', { name: lang.ask })).toBeDisabled()

    // The worker builds the zip and mails the link, in the account's language.
    const mail = await waitForMail(email, { timeoutMs: 60_000 })
    const link = new URL(linkIn(mail, '/api/my-data/'))
    const zip = await page.request.get(link.pathname)
    expect(zip.status()).toBe(200)
    expect(zip.headers()['content-type']).toBe('application/zip')
    const bytes = await zip.body()
    expect(bytes.subarray(0, 4).toString('hex')).toBe('504b0304')
    expect(bytes.toString('utf8')).toContain(email)

    await requests.getByLabel(lang.kind).selectOption({ label: lang.deletion })
    await requests.getByLabel(lang.text).fill('Lütfen eski gönderdiğim mesajları silin.')
    await requests.getByRole('button', { name: lang.submit }).click()
    await expect(requests.getByText(lang.filed)).toBeVisible()
    const item = requests.getByRole('listitem')
    await expect(item).toHaveCount(1)
    await expect(item).toContainText(lang.deletion)
    await expect(item).toContainText(lang.open)
    await expect(item).toContainText(lang.due)
    await captureSections(page, `${lang.locale}-after`, [lang.myData, lang.requests])
  })
