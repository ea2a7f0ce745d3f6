import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { NotificationType } from '../../src/lib/market/notificationTypes'
import { notify } from '../../src/server/market/notifications/notify'
import type { Application, Gig } from '../../src/payload-types'
import { runQueuedJobs } from '../helpers/jobs'
import { mailTo, type Mail } from '../helpers/mailbox'
import { cleanupMarket, makeGig, type MarketFixture, seedMarket } from '../helpers/market'
import { market } from '../helpers/marketApi'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
let f: MarketFixture
let gig: Gig
let application: Application
let booking: number

// 18:00 UTC is 21:00 in Istanbul: the mail writes the gig's own time, not the server's.
const START = '2027-05-01T18:00:00.000Z'
const WHEN = { tr: '1 Mayıs 2027 Cumartesi 21:00', en: 'Saturday, 1 May 2027 at 21:00' }

beforeAll(async () => {
  payload = await getTestPayload()
  f = await seedMarket(payload)
  // The organizer reads English, the artist Turkish (the default).
  await payload.update({ collection: 'users', id: f.organizer.user.id, data: { locale: 'en' } })
  gig = await makeGig(payload, f.organizer.user, {
    title: 'Işıklı Avlu Gecesi',
    date: START,
    venue: 'Avlu Sahne',
    city: 'izmir',
    fee: { type: 'fixed', amount: 500_000 },
  })
  const applied = await market.apply(f.artist.token, gig.id, {
    message: 'Merhaba',
    proposedFee: 750_000,
  })
  application = applied.body.data as Application
  await market.answer(f.organizer.token, application.id, 'accept')
  const { docs } = await payload.find({
    collection: 'bookings',
    where: { application: { equals: application.id } },
  })
  booking = docs[0].id
  await runQueuedJobs(payload)
})

afterAll(async () => {
  await payload.delete({ collection: 'follows', where: { follower: { equals: f.fan.user.id } } })
  await cleanupMarket(payload, f)
})

/** Files `type` for `user` and answers the one new mail it queued. */
async function mailOf(type: NotificationType, user: number, email: string): Promise<Mail> {
  const before = (await mailTo(email)).length
  await notify(payload, [
    {
      user,
      type,
      application: application.id,
      gig: type === 'artistBooked' ? gig.id : undefined,
      values: { gig: gig.title, name: 'Avlu Sahne' },
      excerpt: type === 'newMessage' ? 'Ses kontrolü 19:00’da\nikinci satır' : undefined,
    },
  ])
  await runQueuedJobs(payload)
  const mails = await mailTo(email)
  expect(mails).toHaveLength(before + 1)
  return mails[mails.length - 1]
}

const THREAD = (id: number) => ({
  tr: `/panom/basvuru/${id}`,
  en: `/en/dashboard/applications/${id}`,
})

describe('each notice mail names the event and its facts, in the reader’s language', () => {
  const artistTypes: NotificationType[] = [
    'invitationReceived',
    'accepted',
    'declined',
    'bookingCancelled',
    'newMessage',
    'applicationExpired',
    'termsProposed',
  ]
  const organizerTypes: NotificationType[] = ['applicationReceived', 'withdrawn', 'termsConfirmed']

  it.each(artistTypes)('%s to a Turkish-reading artist', async (type) => {
    const mail = await mailOf(type, f.artist.user.id, f.artist.user.email)
    expect(mail.subject).toContain('Işıklı Avlu Gecesi')
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Işıklı Avlu Gecesi')
      expect(part).toContain(WHEN.tr)
      expect(part).toContain('Avlu Sahne, İzmir')
      // The artist proposed 7.500 and was accepted: that is the agreed fee, not the gig's 5.000.
      expect(part).toContain('₺7.500')
    }
    expect(mail.text).toContain('Anlaşılan ücret: ₺7.500')
    expect(mail.text).toContain(THREAD(application.id).tr)
    expect(mail.text).toContain('/profil#bildirimler')
    expect(mail.text).not.toContain('Ayrıntıları görmek ve yanıtlamak için panonuzu açın')
  })

  it.each(organizerTypes)('%s to an English-reading organizer', async (type) => {
    const mail = await mailOf(type, f.organizer.user.id, f.organizer.user.email)
    expect(mail.subject).toContain('Işıklı Avlu Gecesi')
    expect(mail.text).toContain(WHEN.en)
    expect(mail.text).toContain('Avlu Sahne, İzmir')
    expect(mail.text).toContain('Agreed fee: ₺7,500')
    const item =
      type === 'termsConfirmed'
        ? `/en/dashboard/bookings/${booking}/confirmation`
        : THREAD(application.id).en
    expect(mail.text).toContain(item)
    expect(mail.text).toContain('/en/profile#notifications')
  })

  it('words fit the event: a received application asks for an answer, a booking does not', async () => {
    const received = await mailOf(
      'applicationReceived',
      f.organizer.user.id,
      f.organizer.user.email,
    )
    expect(received.subject).toBe('Sahne: Avlu Sahne applied to “Işıklı Avlu Gecesi”')
    expect(received.text).toContain('Review the application and answer it')
    const booked = await mailOf('accepted', f.artist.user.id, f.artist.user.email)
    // Nothing is settled before the terms: the mail says they come next, not that it is final.
    expect(booked.subject).toBe('Sahne: “Işıklı Avlu Gecesi” için kabul edildi: koşullar sırada')
    expect(booked.text).toContain(
      'koşullar (ücret, saatler, iptal koşulu) iki tarafça onaylanınca kesinleşir',
    )
    expect(booked.text).not.toMatch(/yanıtla/i)
  })

  it('a new message quotes its first line; a cancelled booking gives its reason', async () => {
    const message = await mailOf('newMessage', f.artist.user.id, f.artist.user.email)
    expect(message.text).toContain('“Ses kontrolü 19:00’da”')
    expect(message.text).not.toContain('ikinci satır')
    await payload.update({
      collection: 'bookings',
      id: booking,
      data: { cancelReason: 'Mekân su baskını nedeniyle kapalı' },
    })
    const cancelled = await mailOf('bookingCancelled', f.artist.user.id, f.artist.user.email)
    expect(cancelled.text).toContain('İptal nedeni: Mekân su baskını nedeniyle kapalı')
  })

  it("an artist's proposal reaches the organizer labelled so, beside what the gig offered", async () => {
    const offered = await makeGig(payload, f.organizer.user, {
      title: 'Teklif Gecesi',
      date: START,
      fee: { type: 'fixed', amount: 500_000 },
    })
    const before = (await mailTo(f.organizer.user.email)).length
    expect(
      (
        await market.apply(f.otherArtist.token, offered.id, {
          message: 'Merhaba',
          proposedFee: 900_000,
        })
      ).status,
    ).toBe(201)
    await runQueuedJobs(payload)
    const mail = (await mailTo(f.organizer.user.email))
      .slice(before)
      .find((m) => m.subject.includes('Teklif Gecesi'))!
    expect(mail.text).toContain('Proposed fee: ₺9,000')
    expect(mail.text).toContain('The gig offered: ₺5,000')
    expect(mail.text).not.toContain('Agreed fee')
  })

  it('a fan hears of the show with a link to its page', async () => {
    const mail = await mailOf('artistBooked', f.fan.user.id, f.fan.user.email)
    expect(mail.subject).toContain('Işıklı Avlu Gecesi')
    expect(mail.text).toContain(WHEN.tr)
    expect(mail.text).toContain('Avlu Sahne, İzmir')
    expect(mail.text).toContain(`/konserler/${gig.id}`)
    expect(mail.text).not.toContain('/panom/basvuru')
    // What the parties agreed is theirs: the fan's mail names no fee.
    expect(mail.text).not.toContain('₺')
    expect(mail.text).not.toContain('ücret')
  })

  it('a door deal says door share; an unbooked application shows its proposed fee as the fee', async () => {
    const door = await makeGig(payload, f.organizer.user, {
      title: 'Kapı Gecesi',
      date: START,
      fee: { type: 'door' },
    })
    const applied = await market.apply(f.otherArtist.token, door.id, { message: 'Selam' })
    expect(applied.status).toBe(201)
    await runQueuedJobs(payload)
    const mail = (await mailTo(f.organizer.user.email)).at(-1)!
    expect(mail.subject).toBe(`Sahne: ${f.otherArtist.profile.name} applied to “Kapı Gecesi”`)
    expect(mail.text).toContain('Fee: Door share')
    expect(mail.text).toContain(
      `/en/dashboard/applications/${(applied.body.data as Application).id}`,
    )
  })

  it('the html part is in the site’s colours with inline styles only', async () => {
    const mail = await mailOf('termsProposed', f.artist.user.id, f.artist.user.email)
    expect(mail.html).toContain('background:#ff7a45')
    expect(mail.html).toContain('background:#0f0d17')
    expect(mail.html).not.toMatch(/<style|<link/i)
  })

  it('a notice for an account deleted before the queue filed it is dropped without an error', async () => {
    const gone = await payload.create({
      collection: 'users',
      data: {
        email: `gone-${Date.now()}@test.example.com`,
        password: 'Gone2025ok',
        role: 'artist',
        fullname: 'Gone',
      },
    })
    await payload.delete({ collection: 'users', id: gone.id })
    const errors: unknown[] = []
    const logError = payload.logger.error
    payload.logger.error = ((...args: unknown[]) => void errors.push(args)) as typeof logError
    try {
      await notify(payload, [
        { user: gone.id, type: 'reviewReceived', values: { gig: gig.title, name: 'Avlu Sahne' } },
      ])
    } finally {
      payload.logger.error = logError
    }
    expect(errors).toEqual([])
    const { totalDocs } = await payload.count({
      collection: 'notifications',
      where: { user: { equals: gone.id } },
    })
    expect(totalDocs).toBe(0)
  })
})
