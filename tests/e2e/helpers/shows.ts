import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

import { expect, type APIRequestContext } from '@playwright/test'

import { mailTo, type Mail } from '../../helpers/mailbox'
import { applyTo, newArtist, type Session, seededSession } from './market'

const HOUR = 3_600_000
const OFFSET = 3 * HOUR

/** 21:00 Istanbul time, `days` days from today. */
export function istanbulEvening(days: number): string {
  const day = Math.floor((Date.now() + OFFSET) / (24 * HOUR)) * 24 * HOUR - OFFSET
  return new Date(day + days * 24 * HOUR + 21 * HOUR).toISOString()
}

/** A new artist booked for a new gig of the seeded organizer: a show, `days` days ahead. */
export async function newShow(request: APIRequestContext, title: string, days: number) {
  const organizer = await seededSession(request, 'organizer')
  const artist = await newArtist(request)
  const auth = (session: Session) => ({ Authorization: `Bearer ${session.token}` })
  const created = await request.post('/api/gigs', {
    headers: auth(organizer),
    data: { title, date: istanbulEvening(days), city: 'istanbul', venue: 'Avlu Sahne', slots: 1 },
  })
  expect(created.ok()).toBe(true)
  const gigId = ((await created.json()) as { data: { id: number } }).data.id
  const applicationId = await applyTo(request, artist.session, gigId)
  const accepted = await request.post(`/api/applications/${applicationId}/accept`, {
    headers: auth(organizer),
    data: {},
  })
  expect(accepted.ok()).toBe(true)
  return { gigId, artist }
}

/** Runs the day-before reminders now against the e2e database (scripts/run-show-task.ts). */
export async function runReminders(): Promise<string> {
  const { stdout, stderr } = await promisify(execFile)(
    'npx',
    ['tsx', '--import', './scripts/serverOnly/register.mjs', 'scripts/run-show-task.ts', 'remind'],
    { env: process.env },
  )
  return `${stdout}${stderr}`
}

/** The newest mail to `address` whose subject names `text`, waiting for the app's runner to send it. */
export async function waitForMailAbout(address: string, text: string): Promise<Mail> {
  // The app's runner sends queued mail every few seconds, later on a busy machine.
  const deadline = Date.now() + 90_000
  for (;;) {
    const mail = (await mailTo(address)).reverse().find((m) => m.subject.includes(text))
    if (mail) return mail
    if (Date.now() > deadline) throw new Error(`No mail about ${text} to ${address}`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}
