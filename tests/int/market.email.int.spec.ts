import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { notificationEmail } from '../../src/server/market/notifications/notificationEmail'
import { runQueuedJobs } from '../helpers/jobs'
import { mailTo } from '../helpers/mailbox'
import { cleanupMarket, makeGig, type MarketFixture, seedMarket } from '../helpers/market'
import { market } from '../helpers/marketApi'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
let f: MarketFixture

beforeAll(async () => {
  payload = await getTestPayload()
  f = await seedMarket(payload)
})

afterAll(async () => {
  await cleanupMarket(payload, f)
})

describe('notification emails', () => {
  it('go through the queue: none during the request, then one in the outbox with both parts', async () => {
    const gig = await makeGig(payload, f.organizer.user, { title: 'Işıklı Avlu Gecesi' })
    const reply = await market.apply(f.artist.token, gig.id)
    const application = reply.body.data as { id: number }
    expect(await mailTo(f.organizer.user.email)).toHaveLength(0)
    await runQueuedJobs(payload)
    const [mail] = await mailTo(f.organizer.user.email)
    // Accounts without a saved language read Turkish, the site's default.
    expect(mail.subject).toBe(`Sahne: ${f.artist.profile.name}, “Işıklı Avlu Gecesi” için başvurdu`)
    expect(mail.text).toContain(
      'Başvuruyu inceleyin ve yazışmadan kabul ederek ya da reddederek yanıtlayın',
    )
    expect(mail.text).toContain(`/panom/basvuru/${application.id}`)
    expect(mail.text).toContain('Bildirim ayarları')
    expect(mail.html).toContain('Işıklı Avlu Gecesi')
  })

  it('is written in English for an English reader, with the English paths', () => {
    const mail = notificationEmail('x@example.com', 'en', {
      user: 1,
      type: 'accepted',
      application: 42,
      values: { gig: 'Jazz Night', name: 'Kadıköy Sahne' },
    })
    expect(mail.subject).toBe('Sahne: Accepted for “Jazz Night”: the terms come next')
    expect(mail.text).toContain('Kadıköy Sahne accepted: you are booked for “Jazz Night”')
    expect(mail.text).toContain('/en/dashboard/applications/42')
    expect(mail.text).toContain('Notification settings')
  })
})
