import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test'

import type { Session } from './market'

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1366, height: 900 }

const run = Date.now().toString(36)
let made = 0
export const unique = () => `${run}${++made}`

/** The words the journeys read and click, per language (messages/{tr,en}). */
export const WORDS = {
  tr: {
    home: '/',
    openMenu: 'Menüyü aç',
    navigation: 'Ana menü',
    register: 'Kayıt Ol',
    fullname: 'Ad Soyad',
    email: 'E-posta',
    password: 'Şifre',
    role: 'Rol',
    organizer: 'Mekânım / Organizatörüm',
    dashboard: 'Panom',
    dashboardPath: /\/panom$/,
    createGig: 'Gig oluştur',
    createPath: /\/gig-olustur$/,
    title: 'Başlık',
    date: 'Başlangıç tarihi ve saati',
    jazz: 'Caz',
    fee: 'Ücret',
    fixed: 'Sabit ücret',
    amount: 'Tutar (TRY)',
    post: 'Gigi yayınla',
    gigPath: /\/gigler\/(\d+)$/,
    showPath: /\/konserler\/(\d+)$/,
    gigs: 'Gigler',
    gigsPath: /\/gigler(\?|$)/,
    city: 'Şehir',
    from: 'Başlangıç',
    to: 'Bitiş',
    filter: 'Süz',
    applyAction: 'Başvur',
    message: 'Organizatöre mesajınız',
    proposedFee: 'Önerilen ücret (TRY, isteğe bağlı)',
    apply: 'Başvur',
    pending: 'Bekliyor',
    artistPath: (slug: string) => `/sanatcilar/${slug}`,
    follow: 'Takip et',
    oneFollower: '1 takipçi',
    bell: /Bildirimler \(\d+ okunmamış\)/,
    applied: (name: string, gig: string) => `${name}, “${gig}” için başvurdu.`,
    accepted: (name: string, gig: string) => `${name} kabul etti: “${gig}” rezerve edildi.`,
    booked: (name: string, gig: string) => `Takip ettiğiniz ${name}, “${gig}” için rezerve edildi.`,
    threadPath: (id: string) => new RegExp(`/panom/basvuru/${id}$`),
    izmir: 'İzmir',
    write: 'Mesajınız',
    send: 'Gönder',
    you: 'Siz',
    accept: 'Kabul et',
    note: 'Mesaj (isteğe bağlı)',
    termsPending: 'Koşullar bekleniyor',
    summary: 'Rezervasyon özeti',
    instagram: 'Instagram',
    reply: 'Hoş geldiniz, ses kontrolü 19.00’da.',
    applyText: 'Merhaba, caz üçlüsüyle akustik bir set öneriyoruz.',
    fixedFee: '6.000',
    agreedFee: '4.500',
  },
  en: {
    home: '/en',
    openMenu: 'Open menu',
    navigation: 'Main navigation',
    register: 'Register',
    fullname: 'Full Name',
    email: 'Email',
    password: 'Password',
    role: 'Role',
    organizer: 'I am a Venue / Organizer',
    dashboard: 'Dashboard',
    dashboardPath: /\/en\/dashboard$/,
    createGig: 'Create a gig',
    createPath: /\/en\/create-gig$/,
    title: 'Title',
    date: 'Start date and time',
    jazz: 'Jazz',
    fee: 'Fee',
    fixed: 'Fixed fee',
    amount: 'Amount (TRY)',
    post: 'Post the gig',
    gigPath: /\/en\/gigs\/(\d+)$/,
    showPath: /\/en\/shows\/(\d+)$/,
    gigs: 'Gigs',
    gigsPath: /\/en\/gigs(\?|$)/,
    city: 'City',
    from: 'From',
    to: 'To',
    filter: 'Filter',
    applyAction: 'Apply',
    message: 'Message to the organizer',
    proposedFee: 'Proposed fee (TRY, optional)',
    apply: 'Apply',
    pending: 'Pending',
    artistPath: (slug: string) => `/en/artists/${slug}`,
    follow: 'Follow',
    oneFollower: '1 follower',
    bell: /Notifications \(\d+ unread\)/,
    applied: (name: string, gig: string) => `${name} applied to “${gig}”.`,
    accepted: (name: string, gig: string) => `${name} accepted: “${gig}” is booked.`,
    booked: (name: string, gig: string) =>
      `${name}, an artist you follow, was booked for “${gig}”.`,
    threadPath: (id: string) => new RegExp(`/en/dashboard/applications/${id}$`),
    izmir: 'İzmir',
    write: 'Your message',
    send: 'Send',
    you: 'You',
    accept: 'Accept',
    note: 'Message (optional)',
    termsPending: 'Terms pending',
    summary: 'Booking summary',
    instagram: 'Instagram',
    reply: 'Welcome, the sound check is at 19:00.',
    applyText: 'Hello, we would bring an acoustic jazz trio.',
    fixedFee: '6,000',
    agreedFee: '4,500',
  },
} as const

export type Locale = keyof typeof WORDS
export type Words = (typeof WORDS)[Locale]

/**
 * A browser context at `viewport` whose clock reads New York time: the booking must still show
 * Istanbul time. With a session, its pages start signed in the way the site stores it.
 */
export async function journeyPage(
  browser: Browser,
  viewport: { width: number; height: number },
  session?: Session,
): Promise<Page> {
  const context = await browser.newContext({ viewport, timezoneId: 'America/New_York' })
  if (session)
    await context.addInitScript(
      ([token, user]) => {
        window.localStorage.setItem('token', token)
        window.localStorage.setItem('user', user)
      },
      [session.token, JSON.stringify(session.user)] as const,
    )
  return context.newPage()
}

/**
 * Fails the step when the page scrolls sideways (the journeys run at 390 and 1366 px), or when a
 * control sticks out of its form (a card's `overflow: hidden` would hide that from the scroll width).
 */
export async function expectNoSidewaysScroll(page: Page, step: string) {
  const found = await page.evaluate(() => {
    const inner = window.innerWidth
    const overhanging = [...document.querySelectorAll('main form')].flatMap((form) => {
      const box = form.getBoundingClientRect()
      return [...form.querySelectorAll('input, select, textarea, button')]
        .filter((control) => {
          const rect = control.getBoundingClientRect()
          if (rect.width <= 1 || rect.height <= 1) return false
          return rect.left < box.left - 0.5 || rect.right > box.right + 0.5
        })
        .map(
          (control) =>
            `${control.tagName.toLowerCase()}#${control.id || control.getAttribute('name')}`,
        )
    })
    return { scroll: document.scrollingElement!.scrollWidth, inner, overhanging }
  })
  expect(found.scroll, `${step}: sideways scroll at ${found.inner} px`).toBeLessThanOrEqual(
    found.inner,
  )
  expect(found.overhanging, `${step}: controls out of their form at ${found.inner} px`).toEqual([])
}

/** Follows a header link: through the menu button on a phone, straight from the bar otherwise. */
export async function headerLink(page: Page, words: Words, name: string) {
  const menu = page.getByRole('button', { name: words.openMenu })
  if (await menu.isVisible()) await menu.click()
  await page
    .getByRole('navigation', { name: words.navigation })
    .getByRole('link', { name, exact: true })
    .click()
}

async function register(request: APIRequestContext, role: 'artist' | 'fan', fullname: string) {
  const email = `e2e-journey-${role}-${unique()}@example.com`
  const response = await request.post('/api/auth/register', {
    data: { fullname, email, password: 'Journey2025x', role },
  })
  expect(response.ok()).toBe(true)
  return { email, session: (await response.json()) as Session }
}

/** A new artist with a public profile, a portrait, a genre and a link (through the API). */
export async function journeyArtist(request: APIRequestContext) {
  const { email, session } = await register(request, 'artist', 'Journey Artist')
  const headers = { Authorization: `Bearer ${session.token}` }
  const saved = await request.put('/api/profile', {
    headers,
    data: {
      name: `Ece Ezgi ${unique()}`,
      city: 'izmir',
      genres: ['jazz'],
      links: { instagram: 'https://instagram.com/eceezgi' },
    },
  })
  expect(saved.ok()).toBe(true)
  const portrait = await readFile(path.resolve('public/images/artists/isil-demir.webp'))
  const photo = await request.post('/api/profile/photo', {
    headers,
    multipart: { file: { name: 'portrait.webp', mimeType: 'image/webp', buffer: portrait } },
  })
  expect(photo.ok()).toBe(true)
  const { data } = (await saved.json()) as { data: { slug: string; name: string } }
  return { email, session, slug: data.slug, name: data.name }
}

/** A new fan account (through the API). */
export const journeyFan = (request: APIRequestContext) => register(request, 'fan', 'Journey Fan')

/** The venue's profile (name, city, address), saved with the session the page signed in with. */
export async function saveVenueProfile(page: Page, name: string, address: string) {
  const token = await page.evaluate(() => window.localStorage.getItem('token'))
  const saved = await page.request.put('/api/profile', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name, city: 'istanbul', address, genres: ['jazz'], links: {} },
  })
  expect(saved.ok(), await saved.text()).toBe(true)
}

/** A day `days` ahead as `YYYY-MM-DD` (the date the gig is typed with, in Istanbul time). */
export const dayAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** How the booking summary writes the gig's day and time (Istanbul), in the page's language. */
export function istanbulParts(locale: Locale, day: string) {
  const instant = new Date(`${day}T21:00:00+03:00`)
  const options = { timeZone: 'Europe/Istanbul' } as const
  return [
    new Intl.DateTimeFormat(locale, { ...options, dateStyle: 'long' }).format(instant),
    new Intl.DateTimeFormat(locale, { ...options, timeStyle: 'short' }).format(instant),
  ].map((part) => part.replace(/\s/g, ' '))
}

/**
 * Waits for a notice the jobs queue writes (every second under scripts/e2e.ts, every 5 s by
 * default): reloads the page until the bell counts one unread, then opens the bell.
 */
export async function openBellWhenNoticed(page: Page, words: Words) {
  const bell = page.getByRole('button', { name: words.bell })
  await expect
    .poll(
      async () => {
        await page.reload()
        const label = await bell.getAttribute('aria-label', { timeout: 5_000 }).catch(() => '')
        return Number(label?.match(/\d+/)?.[0] ?? 0)
      },
      { timeout: 30_000, intervals: [1_000, 2_000, 3_000] },
    )
    .toBeGreaterThan(0)
  await bell.click()
  return page.locator('#notification-list')
}
