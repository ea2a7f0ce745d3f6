import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { queueEmail } from '../../src/server/outreach/email/queueEmail'
import { renderEmail } from '../../src/server/outreach/email/renderEmail'
import { runQueuedJobs } from '../helpers/jobs'
import { mailTo } from '../helpers/mailbox'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
const run = Date.now().toString(36)
const address = (name: string) => `${name}-${run}@example.com`

beforeAll(async () => {
  payload = await getTestPayload()
})

afterEach(() => vi.restoreAllMocks())

const welcome = (locale: 'tr' | 'en', to: string) =>
  renderEmail(to, {
    locale,
    subject: locale === 'tr' ? 'Şarkı ığdır çalışması' : 'Hello there',
    heading: locale === 'tr' ? 'Merhaba İlkay' : 'Hello Ilkay',
    paragraphs: ['<b>not bold</b> & more'],
    action: { label: 'Open', url: 'https://sahne.example/x?a=1&b=2' },
    footer: { kind: 'account' },
  })

describe('queueEmail', () => {
  it('sends nothing in the request, then the queue writes an .eml with text and HTML parts', async () => {
    const to = address('queued')
    await queueEmail(payload, welcome('tr', to))
    expect(await mailTo(to)).toHaveLength(0)

    await runQueuedJobs(payload)
    const [mail] = await mailTo(to)
    expect(mail.subject).toBe('Şarkı ığdır çalışması')
    expect(mail.from).toContain('Sahne')
    expect(mail.text).toContain('Merhaba İlkay')
    expect(mail.text).toContain('https://sahne.example/x?a=1&b=2')
    expect(mail.text).toMatch(/Bildirim ayarları: http:\/\/localhost:3000\/profil#bildirimler\n/)
    expect(mail.html).toContain('&lt;b&gt;not bold&lt;/b&gt; &amp; more')
    expect(mail.html).toContain('href="https://sahne.example/x?a=1&amp;b=2"')
    expect(mail.html).toContain('<html lang="tr">')
  })

  it('writes English account mail with the English settings link', async () => {
    const to = address('english')
    await queueEmail(payload, welcome('en', to))
    await runQueuedJobs(payload)
    const [mail] = await mailTo(to)
    expect(mail.subject).toBe('Hello there')
    expect(mail.text).toContain(
      'Notification settings: http://localhost:3000/en/profile#notifications',
    )
    expect(mail.text).toContain('You receive this email because you have a Sahne account.')
  })

  it('retries a failed send later instead of losing the message', async () => {
    const to = address('retry')
    vi.spyOn(payload, 'sendEmail').mockRejectedValueOnce(new Error('SMTP is down'))
    await queueEmail(payload, welcome('en', to))

    await runQueuedJobs(payload)
    expect(await mailTo(to)).toHaveLength(0)
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: { 'input.to': { equals: to } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ hasError: false, totalTried: 1 })
    expect(new Date(docs[0].waitUntil!).getTime()).toBeGreaterThan(Date.now())

    // The backoff has passed.
    await payload.update({
      collection: 'payload-jobs',
      id: docs[0].id,
      data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    await runQueuedJobs(payload)
    expect(await mailTo(to)).toHaveLength(1)
  })
})
