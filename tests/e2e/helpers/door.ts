import { writeFileSync } from 'node:fs'

import { expect, type APIRequestContext } from '@playwright/test'
import QRCode from 'qrcode'

import { applyTo, newArtist, type Session } from './market'
import { istanbulEvening } from './shows'

const run = Date.now().toString(36)
let made = 0
const auth = (session: Session) => ({ Authorization: `Bearer ${session.token}` })

/** A new account through the site's API, named `fullname`. */
export async function doorAccount(
  request: APIRequestContext,
  role: 'fan' | 'organizer',
  fullname: string,
) {
  const email = `e2e-door-${role}-${run}-${++made}@example.com`
  const registered = await request.post('/api/auth/register', {
    data: { fullname, email, password: 'Tickets2025x', role },
  })
  expect(registered.ok()).toBe(true)
  return { ...((await registered.json()) as Session), email }
}

/** A venue's show with an artist booked, selling free tickets of one type ("Davetli"/"Guest list"). */
export async function doorShow(request: APIRequestContext, title: string) {
  const venue = await doorAccount(request, 'organizer', 'Kapı Sahnesi')
  const profile = await request.put('/api/profile', {
    headers: auth(venue),
    data: { name: `${title} Sahnesi`, city: 'istanbul', capacity: 200 },
  })
  expect(profile.ok()).toBe(true)
  const created = await request.post('/api/gigs', {
    headers: auth(venue),
    data: {
      title,
      date: istanbulEvening(5),
      city: 'istanbul',
      venue: `${title} Sahnesi`,
      slots: 1,
    },
  })
  expect(created.ok()).toBe(true)
  const showId = ((await created.json()) as { data: { id: number } }).data.id
  const artist = await newArtist(request)
  const applicationId = await applyTo(request, artist.session, showId)
  const accepted = await request.post(`/api/applications/${applicationId}/accept`, {
    headers: auth(venue),
    data: {},
  })
  expect(accepted.ok()).toBe(true)
  const saved = await request.put(`/api/shows/${showId}/tickets`, {
    headers: auth(venue),
    data: { types: [{ name: { tr: 'Davetli', en: 'Guest list' }, price: 0, quantity: 50 }] },
  })
  expect(saved.ok(), await saved.text()).toBe(true)
  const typeId = ((await saved.json()) as { data: { id: number }[] }).data[0]!.id
  return { venue, showId, typeId }
}

/** `fan` takes `quantity` free tickets; their codes as "My tickets" gives them. */
export async function takeTickets(
  request: APIRequestContext,
  fan: Session,
  showId: number,
  typeId: number,
  quantity: number,
): Promise<string[]> {
  const hold = await request.post(`/api/shows/${showId}/tickets/hold`, {
    headers: auth(fan),
    data: { items: [{ typeId, quantity }] },
  })
  expect(hold.ok(), await hold.text()).toBe(true)
  const mine = await request.get('/api/me/tickets', { headers: auth(fan) })
  const tickets = ((await mine.json()) as { data: { show: { id: number }; code?: string }[] }).data
  return tickets.filter((ticket) => ticket.show.id === showId).map((ticket) => ticket.code!)
}

/** The venue invites `email` to the show's door. */
export async function inviteStaff(
  request: APIRequestContext,
  venue: Session,
  showId: number,
  email: string,
) {
  const invited = await request.post(`/api/door/${showId}/staff`, {
    headers: auth(venue),
    data: { email },
  })
  expect(invited.status()).toBe(201)
}

/** The door admits `code` as `session` would from another phone. */
export async function scanElsewhere(
  request: APIRequestContext,
  session: Session,
  showId: number,
  code: string,
) {
  const scanned = await request.post(`/api/door/${showId}/scan`, {
    headers: auth(session),
    data: { code },
  })
  return ((await scanned.json()) as { data: { ok: boolean } }).data
}

const [W, H, FPS] = [360, 480, 5]

/**
 * A camera's video for Chromium's fake capture (`--use-file-for-fake-video-capture`): a Y4M file
 * (a text header, then raw I420 frames) showing `code` as a QR code for 3 s, then nothing for
 * 3 s, looped by the browser: the code is held up, taken away and held up again.
 */
export function writeQrVideo(path: string, code: string): void {
  const { modules } = QRCode.create(code, { errorCorrectionLevel: 'M' })
  const scale = Math.floor(Math.min(W, H) / (modules.size + 8))
  const left = Math.floor((W - modules.size * scale) / 2)
  const top = Math.floor((H - modules.size * scale) / 2)
  const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128)
  const frame = (withCode: boolean) => {
    const luma = Buffer.alloc(W * H, 200)
    if (withCode)
      for (let y = 0; y < modules.size * scale; y++)
        for (let x = 0; x < modules.size * scale; x++)
          if (modules.get(Math.floor(y / scale), Math.floor(x / scale)))
            luma[(top + y) * W + left + x] = 20
    return Buffer.concat([Buffer.from('FRAME\n'), luma, chroma])
  }
  const shown = frame(true)
  const empty = frame(false)
  const frames = [...Array(3 * FPS).fill(shown), ...Array(3 * FPS).fill(empty)]
  writeFileSync(
    path,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F${FPS}:1 Ip A1:1 C420jpeg\n`), ...frames]),
  )
}
