import { expect, test } from '@playwright/test'

import { linkIn } from '../helpers/mailbox'
import { seededSession, signedInPage, uniqueTitle } from './helpers/market'
import { SEEDED_USERS } from './helpers/session'
import { newShow, runReminders, waitForMailAbout } from './helpers/shows'

/*
 * A fan finds a show on the list, marks it "going", sees it on their dashboard, and the next
 * day's reminder (mail, in their language) leads back to the show: in Turkish and in English.
 */
const LANGUAGES = [
  {
    locale: 'tr',
    fan: 'fan' as const,
    list: '/konserler?city=istanbul',
    going: 'Gidiyorum',
    goingActive: 'Gidiyorsunuz',
    count: '1 kişi gidiyor',
    dashboard: '/panom',
    section: 'Gidiyorum',
    showPath: '/konserler/',
    setTbc: 'Sahne saati henüz kesinleşmedi',
    map: 'Haritada aç',
    fee: 'Ücret',
    apply: 'Başvur',
  },
  {
    locale: 'en',
    fan: 'fan2' as const,
    list: '/en/shows?city=istanbul',
    going: 'Going',
    goingActive: "You're going",
    count: '1 going',
    dashboard: '/en/dashboard',
    section: 'Going',
    showPath: '/en/shows/',
    setTbc: 'Set time not confirmed yet',
    map: 'Open in the map',
    fee: 'Fee',
    apply: 'Apply',
  },
]

for (const lang of LANGUAGES) {
  test(`a fan finds a show, marks it going and follows the reminder (${lang.locale})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000)
    const title = uniqueTitle(lang.locale === 'tr' ? 'Yarın Gecesi' : 'Tomorrow Night')
    const { gigId, artist } = await newShow(request, title, 1)
    const login =
      lang.fan === 'fan'
        ? await seededSession(request, 'fan')
        : ((await (
            await request.post('/api/auth/login', {
              data: { email: 'fan2@example.com', password: SEEDED_USERS.fan.password },
            })
          ).json()) as Awaited<ReturnType<typeof seededSession>>)
    // The reminder comes in the fan's own language.
    await request.put('/api/me/settings', {
      headers: { Authorization: `Bearer ${login.token}` },
      data: { locale: lang.locale },
    })
    const page = await signedInPage(browser, login)

    await page.goto(lang.list)
    const card = page.getByTestId('show-card').filter({ hasText: title })
    await expect(card).toBeVisible()
    await expect(card).toContainText(artist.name)
    await card.getByRole('link').last().click()

    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByRole('link', { name: artist.name })).toBeVisible()
    await page.getByRole('button', { name: lang.going, exact: true }).click()
    await expect(page.getByRole('button', { name: lang.goingActive })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(page.getByTestId('going-count')).toHaveText(lang.count)

    await page.goto(lang.dashboard)
    const going = page.locator('[data-section="going"]')
    await expect(going.getByRole('heading', { name: new RegExp(`^${lang.section}`) })).toBeVisible()
    await expect(going.getByRole('link', { name: title })).toBeVisible()

    await runReminders()
    // In-app too: the bell's notice leads to the show.
    const notices = await request.get('/api/me/notifications', {
      headers: { Authorization: `Bearer ${login.token}` },
    })
    const { data } = (await notices.json()) as {
      data: { type: string; values: { gig: string }; target: { kind: string; id: number } }[]
    }
    expect(data.find((n) => n.type === 'showReminder' && n.values.gig === title)).toMatchObject({
      target: { kind: 'gig', id: gigId },
    })
    const email = lang.fan === 'fan' ? SEEDED_USERS.fan.email : 'fan2@example.com'
    const mail = await waitForMailAbout(email, title)
    const link = linkIn(mail, lang.showPath)
    await page.goto(link)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByRole('button', { name: lang.goingActive })).toBeVisible()
    // The fans' page: the venue on a map, the set time once agreed; nothing of the call for artists.
    await expect(page.getByRole('link', { name: lang.map })).toHaveAttribute(
      'href',
      /^https:\/\/www\.openstreetmap\.org\/search\?query=/,
    )
    await expect(page.getByText(lang.setTbc)).toBeVisible()
    await expect(page.locator('main')).not.toContainText(lang.fee)
    await expect(page.getByRole('button', { name: lang.apply })).toHaveCount(0)
  })
}
