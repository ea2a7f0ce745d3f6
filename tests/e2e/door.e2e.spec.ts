import { mkdirSync } from 'node:fs'

import { chromium, expect, test, type Page } from '@playwright/test'

import { linkIn, waitForMail } from '../helpers/mailbox'
import {
  doorAccount,
  doorShow,
  inviteStaff,
  scanElsewhere,
  takeTickets,
  writeQrVideo,
} from './helpers/door'
import { noSidewaysScroll, signedInPage, uniqueTitle, type Session } from './helpers/market'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1366, height: 900 }
/** How long a green or a queued result stays on the door's screen (DoorResult.client.tsx). */
const RESULT_SHOWN_MS = 2_500
const SHOTS = process.env.DOOR_SHOTS_DIR ?? 'test-results/screenshots'
mkdirSync(SHOTS, { recursive: true })

async function shoot(page: Page, name: string) {
  expect(await noSidewaysScroll(page), `${name} scrolls sideways`).toBe(true)
  await page.screenshot({ path: `${SHOTS}/${name}.png` })
}

const WORDS = {
  tr: {
    door: (id: number) => `/kapi/${id}`,
    counts: (admitted: number, sold: number) => `${admitted} / ${sold} içeride`,
    ok: 'Geçerli bilet',
    used: /^Bu bilet \d\d:\d\d'(de|da|te|ta) kullanıldı$/,
    type: 'Davetli',
    search: 'İsim ya da kodun son 6 karakteri',
    find: 'Ara',
    admit: 'İçeri al',
    next: 'Sonraki bilet',
    queued: 'sırada',
    queuedCount: '1 bilet sırada',
    offline: 'Bağlantı yok: okutulan biletler sıraya alınıyor ve bağlantı gelince gönderilecek.',
    synced: 'Bağlantı gelince gönderilenler',
    notAllowed: /Bu konserin kapısında bilet okutma yetkiniz yok/,
    signIn: 'Giriş yap',
  },
  en: {
    door: (id: number) => `/en/door/${id}`,
    counts: (admitted: number, sold: number) => `${admitted} / ${sold} in`,
    ok: 'Valid ticket',
    used: /^This ticket was used at \d\d:\d\d$/,
    type: 'Guest list',
    search: "Name or the code's last 6 characters",
    find: 'Search',
    admit: 'Admit',
    next: 'Next ticket',
    queued: 'queued',
    queuedCount: '1 ticket queued',
    offline: 'No connection: scans are queued and will be sent when it comes back.',
    synced: 'Sent when the connection came back',
    notAllowed: /You may not check tickets at this show's door/,
    signIn: 'Sign in',
  },
} as const

test('the camera reads a ticket’s QR code: green with the holder, then red "used" when it is shown again', async ({
  request,
}, testInfo) => {
  test.setTimeout(180_000)
  const { venue, showId, typeId } = await doorShow(request, uniqueTitle('Kapı Gecesi'))
  const fan = await doorAccount(request, 'fan', 'Işıl Çağlar')
  const [code] = await takeTickets(request, fan, showId, typeId, 1)
  const video = testInfo.outputPath('ticket-qr.y4m')
  writeQrVideo(video, code!)
  const launch = testInfo.project.use.launchOptions ?? {}
  const browser = await chromium.launch({
    ...launch,
    args: [
      ...(launch.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  })
  try {
    const page = await signedInPage(browser, venue, PHONE)
    await page.context().grantPermissions(['camera'])
    await page.goto(WORDS.tr.door(showId))
    await expect(page.getByTestId('door-counts')).toHaveText(WORDS.tr.counts(0, 1))
    const green = page.locator('[data-result="ok"]')
    await expect(green).toBeVisible({ timeout: 30_000 })
    await expect(green).toContainText(WORDS.tr.ok)
    await expect(green).toContainText('Işıl Çağlar')
    await expect(green).toContainText(WORDS.tr.type)
    await shoot(page, 'door-camera-green-tr-phone-venue')
    // The code leaves the view and comes back: the second scan is red, with the first's time.
    const red = page.locator('[data-result="used"]')
    await expect(red).toBeVisible({ timeout: 30_000 })
    await expect(red.locator('p').first()).toHaveText(WORDS.tr.used)
    await expect(red).toContainText('Işıl Çağlar')
    await shoot(page, 'door-camera-red-tr-phone-venue')
    await red.getByRole('button', { name: WORDS.tr.next }).click()
    await expect(page.getByTestId('door-counts')).toHaveText(WORDS.tr.counts(1, 1))
  } finally {
    await browser.close()
  }
})

for (const locale of ['tr', 'en'] as const)
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)
    test(`${locale} ${size}: staff search and admit, a scan queued offline is synced and shown red when used meanwhile; an outsider is refused`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(180_000)
      const w = WORDS[locale]
      const tag = `${locale}-${size}`
      const { venue, showId, typeId } = await doorShow(request, uniqueTitle('Kapı Gecesi'))
      const fan = await doorAccount(request, 'fan', 'İlkay Işıklı')
      const codes = await takeTickets(request, fan, showId, typeId, 2)
      const staff = await doorAccount(request, 'fan', 'Kapı Görevlisi')
      await inviteStaff(request, venue, showId, staff.email)

      // Signed out: sign in (or up) and come back.
      const visitor = await browser.newPage({ viewport })
      await visitor.goto(w.door(showId))
      await expect(
        visitor.getByRole('main').getByRole('link', { name: w.signIn, exact: true }),
      ).toBeVisible()
      await shoot(visitor, `door-signed-out-${tag}`)
      await visitor.close()

      // Someone else signed in: told they may not.
      const outsider = await signedInPage(browser, fan, viewport)
      await outsider.goto(w.door(showId))
      await expect(outsider.getByText(w.notAllowed)).toBeVisible()
      await shoot(outsider, `door-not-allowed-${tag}`)
      await outsider.context().close()

      const page = await signedInPage(browser, staff, viewport)
      // A green or queued result gives the screen back after 2.5 s of the page's own clock:
      // Playwright's, moved on by hand instead of waited out.
      await page.clock.install()
      await page.goto(w.door(showId))
      await expect(page.getByTestId('door-counts')).toHaveText(w.counts(0, 2))
      await page.getByRole('searchbox', { name: w.search }).fill('ilkay isikli')
      await page.getByRole('button', { name: w.find, exact: true }).click()
      const hits = page.getByRole('listitem').filter({ hasText: 'İlkay Işıklı' })
      await expect(hits).toHaveCount(2)
      await shoot(page, `door-search-${tag}-staff`)
      await hits.first().getByRole('button', { name: w.admit }).click()
      const green = page.locator('[data-result="ok"]')
      await expect(green).toContainText('İlkay Işıklı')
      await shoot(page, `door-green-${tag}-staff`)
      // A green result gives the screen back by itself.
      await page.clock.runFor(RESULT_SHOWN_MS)
      await expect(green).toBeHidden()
      await expect(page.getByTestId('door-counts')).toHaveText(w.counts(1, 2))

      // The search's list, read again after the answer, offers only the ticket still outside.
      const admit = page
        .getByRole('listitem')
        .filter({ hasText: 'İlkay Işıklı' })
        .getByRole('button', { name: w.admit })
      await expect(admit).toHaveCount(1)

      // The connection drops: the second ticket's scan is kept, "queued".
      await page.context().setOffline(true)
      await admit.click()
      await expect(page.locator('[data-result="queued"]')).toBeVisible()
      await shoot(page, `door-queued-${tag}-staff`)
      await page.clock.runFor(RESULT_SHOWN_MS)
      await expect(page.locator('[data-result="queued"]')).toBeHidden()
      await expect(page.getByText(w.offline)).toBeVisible()
      await expect(page.getByText(w.queuedCount)).toBeVisible()
      await shoot(page, `door-offline-${tag}-staff`)

      // Meanwhile another phone lets the same ticket in; back online, the queued scan is red.
      const second = codes.find((code) => code !== codes[0])!
      const other = await scanElsewhere(request, venue, showId, second)
      const stillSold = other.ok ? second : codes[0]!
      if (!other.ok) await scanElsewhere(request, venue, showId, stillSold)
      await page.context().setOffline(false)
      await expect(page.getByRole('heading', { name: w.synced })).toBeVisible({ timeout: 20_000 })
      const synced = page.locator('[data-result="used"]')
      await expect(synced).toBeVisible()
      await expect(synced).toContainText(locale === 'tr' ? 'kullanıldı' : 'was used at')
      await expect(page.getByText(w.offline)).toHaveCount(0)
      await shoot(page, `door-synced-red-${tag}-staff`)
      await page.context().close()

      // The venue's view of the same door: the counts and a red scan of a used ticket.
      const door = await signedInPage(browser, venue, viewport)
      await door.goto(w.door(showId))
      await expect(door.getByTestId('door-counts')).toHaveText(w.counts(2, 2))
      await door.getByRole('searchbox', { name: w.search }).fill(codes[0]!.slice(-6))
      await door.getByRole('button', { name: w.find, exact: true }).click()
      await expect(door.getByRole('listitem').first()).toBeVisible()
      await shoot(door, `door-search-used-${tag}-venue`)
      await door.context().close()
    })

for (const locale of ['tr', 'en'] as const)
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)
    test(`${locale} ${size}: the venue's gig page links the door and invites door staff`, async ({
      browser,
      request,
    }) => {
      const words = {
        tr: {
          gig: (id: number) => `/gigler/${id}`,
          heading: 'Kapı görevlileri',
          link: 'Kapı',
          email: 'E-posta adresi',
          invite: 'Davet et',
          invited: (email: string) => `${email} davet edildi.`,
          noAccount: 'henüz hesabı yok',
        },
        en: {
          gig: (id: number) => `/en/gigs/${id}`,
          heading: 'Door staff',
          link: 'Door',
          email: 'Email address',
          invite: 'Invite',
          invited: (email: string) => `${email} was invited.`,
          noAccount: 'no account yet',
        },
      }[locale]
      const { venue, showId } = await doorShow(request, uniqueTitle('Kapı Gecesi'))
      const page = await signedInPage(browser, venue, viewport)
      await page.goto(words.gig(showId))
      const panel = page.getByRole('region', { name: words.heading })
      await expect(panel).toBeVisible()
      const address = `kapi-${Date.now().toString(36)}-${locale}-${size}@example.com`
      await panel.getByLabel(words.email).fill(address)
      await panel.getByRole('button', { name: words.invite }).click()
      await expect(panel.getByText(words.invited(address))).toBeVisible()
      await expect(panel.getByRole('listitem').filter({ hasText: address })).toContainText(
        words.noAccount,
      )
      await panel.scrollIntoViewIfNeeded()
      await shoot(page, `door-staff-panel-${locale}-${size}-venue`)
      await panel.getByRole('link', { name: words.link, exact: true }).click()
      await expect(page).toHaveURL(
        new RegExp(`/${locale === 'tr' ? 'kapi' : 'en/door'}/${showId}$`),
      )
      await expect(page.getByTestId('door-counts')).toBeVisible()
      await shoot(page, `door-empty-${locale}-${size}-venue`)
      await page.context().close()
    })

test('the door’s screen alone may use the camera', async ({ request }) => {
  for (const path of ['/kapi/1', '/en/door/1']) {
    const response = await request.get(path)
    expect(response.headers()['permissions-policy'], path).toContain('camera=(self)')
    expect(response.headers()['permissions-policy'], path).toContain('microphone=()')
  }
  for (const path of ['/', '/biletlerim', '/en/tickets'])
    expect((await request.get(path)).headers()['permissions-policy'], path).toContain('camera=()')
})

test('an address invited with no account: signed up, it is let in only by accepting the mailed link; another account is told the link is not theirs', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const { venue, showId } = await doorShow(request, uniqueTitle('Kapı Daveti'))
  const email = `e2e-door-invited-${Date.now().toString(36)}@example.com`
  await inviteStaff(request, venue, showId, email)
  const mail = await waitForMail(email)
  const link = new URL(linkIn(mail, `/${showId}?invite=`))
  const registered = await request.post('/api/auth/register', {
    data: { fullname: 'Davetli Görevli', email, password: 'Tickets2025x', role: 'fan' },
  })
  expect(registered.ok()).toBe(true)
  const staff = { ...((await registered.json()) as Session), email }
  const someone = await doorAccount(request, 'fan', 'Başka Biri')
  const ACCEPT = { tr: 'Daveti kabul et', en: 'Accept the invitation' } as const

  // The account made with the address, without the link: not let in.
  const plain = await signedInPage(browser, staff, PHONE)
  await plain.goto(WORDS.tr.door(showId))
  await expect(plain.getByText(WORDS.tr.notAllowed)).toBeVisible()
  await plain.context().close()

  // Another account with the link: the button, then why not.
  const wrong = await signedInPage(browser, someone, PHONE)
  // The link in the mail is in the venue's language (here English); the same link in Turkish.
  await wrong.goto(`${WORDS.tr.door(showId)}${link.search}`)
  await wrong.getByRole('button', { name: ACCEPT.tr }).click()
  await expect(wrong.getByRole('main').getByRole('alert')).toHaveText(
    `Bu davet ${email} adresine gönderildi. O adresle giriş yapıp bağlantıyı yeniden açın.`,
  )
  await shoot(wrong, 'door-invite-other-address-tr-phone')
  await wrong.context().close()

  // The invited account, at each size and language, sees the offer; it accepts it once.
  for (const [locale, size, viewport] of [
    ['en', 'desktop', DESKTOP],
    ['en', 'phone', PHONE],
    ['tr', 'desktop', DESKTOP],
    ['tr', 'phone', PHONE],
  ] as const) {
    const page = await signedInPage(browser, staff, viewport)
    await page.goto(`${WORDS[locale].door(showId)}${link.search}`)
    await expect(page.getByRole('button', { name: ACCEPT[locale] })).toBeVisible()
    await shoot(page, `door-invite-offer-${locale}-${size}`)
    if (locale === 'tr' && size === 'phone') {
      await page.getByRole('button', { name: ACCEPT.tr }).click()
      await expect(page.getByTestId('door-counts')).toHaveText(WORDS.tr.counts(0, 0))
      expect(new URL(page.url()).search).toBe('')
      await shoot(page, `door-invite-accepted-tr-phone`)
    }
    await page.context().close()
  }
  // From then on the door opens without the link.
  const again = await signedInPage(browser, staff, DESKTOP)
  await again.goto(WORDS.en.door(showId))
  await expect(again.getByTestId('door-counts')).toHaveText(WORDS.en.counts(0, 0))
  await again.context().close()
})
