import { expectNoSeriousAxe } from './helpers/axe'
import { expect, test, type Page } from '@playwright/test'

import { SCREEN_SIZES, sidewaysOverflow, signInWith } from './helpers/pressKit'
import { resizeTo } from './helpers/screenshots'
import { SEEDED_USERS } from './helpers/session'

const LANGUAGES = [
  {
    locale: 'tr',
    anchor: '/profil#bildirimler',
    title: 'E-posta bildirimleri',
    newMessage: 'Yazışmada yeni bir mesaj geldiğinde',
    save: 'Kaydet',
    saved: 'Kaydedildi',
  },
  {
    locale: 'en',
    anchor: '/en/profile#notifications',
    title: 'Notifications by email',
    newMessage: 'A new message in a thread',
    save: 'Save',
    saved: 'Saved',
  },
] as const

/** Section screenshots at both design widths; nothing scrolls sideways. */
async function captureSection(page: Page, name: string) {
  for (const [label, size] of Object.entries(SCREEN_SIZES)) {
    await resizeTo(page, size)
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
    const section = page.locator('section#bildirimler, section#notifications')
    await section.screenshot({ path: `test-results/screenshots/email-events-${name}-${label}.png` })
    // The section's end as a person sees it on screen: the Save button and its state.
    await section.getByRole('button').scrollIntoViewIfNeeded()
    await page.screenshot({
      path: `test-results/screenshots/email-events-${name}-${label}-end.png`,
    })
  }
}

for (const lang of LANGUAGES) {
  test(`an artist switches new-message mail off on /profil and it stays off (${lang.locale})`, async ({
    page,
  }) => {
    const account = lang.locale === 'tr' ? SEEDED_USERS.artist : SEEDED_USERS.organizer
    const token = await signInWith(page, account.email, account.password)
    await page.goto(lang.anchor)
    const section = page.getByRole('region', { name: lang.title })
    await expect(section).toBeVisible()
    const toggle = section.getByRole('switch', { name: lang.newMessage })
    await expect(toggle).toBeChecked()
    await captureSection(page, `${lang.locale}-${lang.locale === 'tr' ? 'artist' : 'organizer'}`)
    await toggle.setChecked(false)
    await section.getByRole('button', { name: lang.save }).click()
    await expect(section.getByTestId('email-events-status')).toHaveText(lang.saved)
    await page.reload()
    await expect(
      page.getByRole('region', { name: lang.title }).getByRole('switch', { name: lang.newMessage }),
    ).not.toBeChecked()
    // Put it back for the other specs that mail this account.
    const reset = await page.request.put('/api/me/settings', {
      headers: { Authorization: `Bearer ${token}` },
      data: { emailEvents: { newMessage: true } },
    })
    expect(reset.ok()).toBe(true)
  })
}

for (const lang of LANGUAGES)
  for (const role of ['artist', 'organizer', 'fan'] as const)
    test(`the email switches as ${role} (${lang.locale}), screens at both widths`, async ({
      page,
    }) => {
      await signInWith(page, SEEDED_USERS[role].email, SEEDED_USERS[role].password)
      await page.goto(lang.anchor)
      const section = page.getByRole('region', { name: lang.title })
      await expect(section).toBeVisible()
      const switches = section.getByRole('switch')
      // A fan gets six kinds of notice (a followed artist booked, a show's reminder and its
      // cancellation, and for a ticket holder the refund of a cancelled show and a show moved,
      // and for a buyer a ticket they gave given back); the parties get their own. (On-sale
      // alerts follow their own opt-in, not a switch here.)
      if (role === 'fan') await expect(switches).toHaveCount(6)
      else expect(await switches.count()).toBeGreaterThan(5)
      await captureSection(page, `${lang.locale}-${role}`)
      await expectNoSeriousAxe(page, `${lang.locale} ${role}`, {
        include: 'section#bildirimler, section#notifications',
      })
    })
