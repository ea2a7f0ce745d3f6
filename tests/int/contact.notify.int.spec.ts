import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { receiveContactMessage } from '../../src/server/outreach/contact/receiveContactMessage'
import { runQueuedJobs } from '../helpers/jobs'
import { mailTo } from '../helpers/mailbox'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
const savedEnv = { ...process.env }
const run = Date.now().toString(36)
const visitor = `visitor-${run}@example.com`

beforeAll(async () => {
  payload = await getTestPayload()
})

afterAll(async () => {
  await payload.delete({ collection: 'contact-messages', where: { email: { equals: visitor } } })
  await payload.delete({ collection: 'users', where: { email: { like: `notify-${run}` } } })
  process.env = savedEnv
})

const send = (message: string) =>
  receiveContactMessage(
    payload,
    { name: 'Zeynep Çelik', email: visitor, message },
    { ip: '127.0.0.1', screen: 'contact', locale: 'tr' },
  )

describe('contact messages notify the admins', () => {
  it('mails every ADMIN_NOTIFY_EMAIL address, in its account language', async () => {
    const english = `notify-${run}-en@example.com`
    const plain = `notify-${run}-plain@example.com`
    await payload.create({
      collection: 'users',
      data: {
        email: english,
        password: 'Passw0rdTest',
        fullname: 'Admin',
        role: 'admin',
        locale: 'en',
      },
    })
    process.env.ADMIN_NOTIFY_EMAIL = ` ${english} , ${plain}`
    const message = await send('Sahneniz için bir sorum var.')
    await runQueuedJobs(payload)

    const [en] = await mailTo(english)
    expect(en.subject).toBe('New contact message from Zeynep Çelik')
    expect(en.text).toContain(`From: Zeynep Çelik (${visitor})`)
    expect(en.text).toContain('Sahneniz için bir sorum var.')
    expect(en.text).toContain(
      `http://localhost:3000/cms/collections/contact-messages/${message.id}`,
    )
    const [tr] = await mailTo(plain)
    expect(tr.subject).toBe('Zeynep Çelik adlı kişiden yeni iletişim mesajı')
  })

  it('sends nothing when ADMIN_NOTIFY_EMAIL is unset', async () => {
    delete process.env.ADMIN_NOTIFY_EMAIL
    const before = (await mailTo(visitor)).length
    const jobs = await payload.count({ collection: 'payload-jobs' })
    await send('Kimseye gitmeyen mesaj')
    expect(await payload.count({ collection: 'payload-jobs' })).toEqual(jobs)
    expect((await mailTo(visitor)).length).toBe(before)
  })
})
