import { expect, request as newRequest, type Page } from '@playwright/test'

import { FIRST_GIG } from './blog'
import { journeyArtist } from './journeys'
import { applyTo, newGig, seededSession, type Session } from './market'

/** What the pages need: a fresh booking (gig, thread, booking) and a seeded gig and post. */
export type ScreenData = {
  sessions: { artist: Session; organizer: Session; fan: Session }
  gigId: number
  seededGigId: number
  applicationId: number
  bookingId: number
  day: string
}

type Role = keyof ScreenData['sessions']

/** A page of the site in both languages, the role that sees it and what shows once it is ready. */
export type Screen = {
  name: string
  path: (data: ScreenData) => { tr: string; en: string }
  role?: Role
  /** A CSS selector that shows once the page has its data; `main h1` when absent. */
  ready?: string
}

const same = (path: string) => ({ tr: path, en: `/en${path}` })

export const PUBLIC_SCREENS: Screen[] = [
  { name: 'home', path: () => ({ tr: '/', en: '/en' }) },
  { name: 'blog list', path: () => same('/blog') },
  { name: 'blog post', path: () => same(`/blog/${FIRST_GIG.slug}`) },
  { name: 'blog category', path: () => same(`/blog?category=${FIRST_GIG.category}`) },
  { name: 'blog search', path: () => same('/blog?search=gig') },
  { name: 'gigs', path: () => ({ tr: '/gigler', en: '/en/gigs' }) },
  {
    name: 'gigs with filters',
    path: ({ day }) => {
      const query = `?city=istanbul&genre=jazz&from=${day}&minFee=1000`
      return { tr: `/gigler${query}`, en: `/en/gigs${query}` }
    },
  },
  {
    name: 'gig page',
    path: ({ seededGigId }) => ({ tr: `/gigler/${seededGigId}`, en: `/en/gigs/${seededGigId}` }),
  },
  { name: 'shows', path: () => ({ tr: '/konserler', en: '/en/shows' }) },
  { name: 'artists', path: () => ({ tr: '/sanatcilar', en: '/en/artists' }) },
  { name: 'venues', path: () => ({ tr: '/mekanlar', en: '/en/venues' }) },
  {
    name: 'artist page',
    path: () => ({ tr: '/sanatcilar/deniz-yildiz', en: '/en/artists/deniz-yildiz' }),
  },
  {
    name: 'venue page',
    path: () => ({ tr: '/mekanlar/kadikoy-sahne', en: '/en/venues/kadikoy-sahne' }),
  },
  { name: 'our story', path: () => ({ tr: '/hikayemiz', en: '/en/ourstory' }) },
  { name: 'privacy', path: () => ({ tr: '/gizlilik', en: '/en/privacy' }) },
  { name: 'contact', path: () => ({ tr: '/iletisim', en: '/en/contact' }) },
  { name: 'login', path: () => ({ tr: '/giris', en: '/en/login' }) },
  { name: 'register', path: () => ({ tr: '/kayitol', en: '/en/register' }) },
  { name: 'forgot password', path: () => ({ tr: '/sifremi-unuttum', en: '/en/forgot-password' }) },
  {
    name: 'reset password',
    path: () => ({ tr: '/sifre-sifirla/no-such-token', en: '/en/reset-password/no-such-token' }),
  },
  {
    name: 'subscription',
    path: () => ({
      tr: '/abonelik/onay/no-such-token',
      en: '/en/subscription/confirm/no-such-token',
    }),
  },
  { name: '404', path: () => ({ tr: '/yok-boyle-bir-sayfa', en: '/en/no-such-page' }) },
]

const thread = ({ applicationId: id }: ScreenData) => ({
  tr: `/panom/basvuru/${id}`,
  en: `/en/dashboard/applications/${id}`,
})
const confirmation = ({ bookingId: id }: ScreenData) => ({
  tr: `/panom/rezervasyon/${id}/onay`,
  en: `/en/dashboard/bookings/${id}/confirmation`,
})
const dashboard = () => ({ tr: '/panom', en: '/en/dashboard' })
const profile = () => ({ tr: '/profil', en: '/en/profile' })

export const SIGNED_IN_SCREENS: Screen[] = [
  { name: 'dashboard', role: 'artist', path: dashboard, ready: 'main h2' },
  { name: 'profile', role: 'artist', path: profile, ready: 'main form' },
  { name: 'thread and booking', role: 'artist', path: thread, ready: '[data-booking]' },
  { name: 'booking confirmation', role: 'artist', path: confirmation },
  { name: 'dashboard', role: 'organizer', path: dashboard, ready: 'main h2' },
  { name: 'profile', role: 'organizer', path: profile, ready: 'main form' },
  {
    name: 'create gig',
    role: 'organizer',
    path: () => ({ tr: '/gig-olustur', en: '/en/create-gig' }),
    ready: '#gig-title',
  },
  {
    name: 'edit gig',
    role: 'organizer',
    path: ({ gigId: id }) => ({ tr: `/gigler/${id}/duzenle`, en: `/en/gigs/${id}/edit` }),
    ready: '#gig-title',
  },
  { name: 'thread and booking', role: 'organizer', path: thread, ready: '[data-booking]' },
  { name: 'booking confirmation', role: 'organizer', path: confirmation },
  { name: 'dashboard', role: 'fan', path: dashboard, ready: 'main h2' },
  { name: 'profile', role: 'fan', path: profile, ready: 'main form' },
]

/** Makes the data once: the seeded organizer books a new artist on a new gig; a new fan. */
export async function makeScreenData(baseURL: string): Promise<ScreenData> {
  const request = await newRequest.newContext({ baseURL })
  const organizer = await seededSession(request, 'organizer')
  const artist = await journeyArtist(request)
  const fan = await seededSession(request, 'fan')
  const gigId = await newGig(request, organizer, `Ekran Gecesi ${Date.now().toString(36)}`)
  const applicationId = await applyTo(request, artist.session, gigId)
  const auth = (session: Session) => ({ Authorization: `Bearer ${session.token}` })
  const accepted = await request.post(`/api/applications/${applicationId}/accept`, {
    headers: auth(organizer),
    data: {},
  })
  expect(accepted.ok()).toBe(true)
  const bookings = await request.get('/api/me/bookings', { headers: auth(organizer) })
  const { data } = (await bookings.json()) as {
    data: Array<{ id: number; application: number }>
  }
  const bookingId = data.find((booking) => booking.application === applicationId)!.id
  const gigs = (await (await request.get('/api/gigs?limit=1')).json()) as {
    data: Array<{ id: number }>
  }
  await request.dispose()
  return {
    sessions: { artist: artist.session, organizer, fan },
    gigId,
    seededGigId: gigs.data[0]!.id,
    applicationId,
    bookingId,
    day: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
  }
}

/** Opens the screen and waits until it shows its content. */
export async function openScreen(page: Page, path: string, screen: Screen) {
  await page.goto(path)
  await expect(page.locator(screen.ready ?? 'main h1').first()).toBeVisible()
}
