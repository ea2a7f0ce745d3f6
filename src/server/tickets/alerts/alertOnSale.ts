import 'server-only'

import type { Payload } from 'payload'

import { idOf } from '@/lib/idOf'

import { notify, sendOnce, showNames } from '../../market'
import { jobMeta } from '../../platform'
import { readTicketTypes } from '../types/listTicketTypes'
import { findTicketShow } from '../types/ticketShow'

/**
 * Who hears that a show's tickets are on sale: the followers of every artist of its lineup, and
 * the accounts of its city that asked for on-sale alerts. The server's own sweep over private
 * follows and settings: full access.
 */
async function alertRecipients(payload: Payload, gigId: number, city: string | null) {
  const { docs: bookings } = await payload.find({
    collection: 'bookings',
    where: { and: [{ gig: { equals: gigId } }, { state: { equals: 'confirmed' } }] },
    pagination: false,
    depth: 0,
    select: { artist: true },
    overrideAccess: true,
  })
  const artists = bookings.map((booking) => idOf(booking.artist)).filter((id) => id !== null)
  const { docs: follows } = artists.length
    ? await payload.find({
        collection: 'follows',
        where: { artist: { in: artists } },
        pagination: false,
        depth: 0,
        select: { follower: true },
        overrideAccess: true,
      })
    : { docs: [] }
  const { docs: nearby } = city
    ? await payload.find({
        collection: 'users',
        where: { and: [{ city: { equals: city } }, { onSaleAlerts: { equals: true } }] },
        pagination: false,
        depth: 0,
        select: {},
        overrideAccess: true,
      })
    : { docs: [] }
  return new Set([
    ...follows.map((follow) => idOf(follow.follower)!),
    ...nearby.map((user) => user.id),
  ])
}

/**
 * Once a show's tickets are on sale (a type on sale now), each recipient gets one notice, and
 * its mail if they opted into on-sale alerts (`wantsEmail`), in their language, leading to the
 * show's page; a sent-mark per (account, show) makes a second run, or a second job for the same
 * show, send nothing twice. Nothing while no type is on sale (the save that moved the sale
 * queued its own job for the new moment) or for a gig that is no show. Answers how many were
 * told now.
 */
export async function alertOnSale(payload: Payload, gigId: number): Promise<number> {
  const show = await findTicketShow(payload, gigId)
  if (!show) return 0
  const types = await readTicketTypes(payload, gigId, 'tr')
  if (!types.some((type) => type.state === 'onSale')) return 0
  const gig = await payload.findByID({
    collection: 'gigs',
    id: gigId,
    depth: 0,
    select: { city: true },
    overrideAccess: true,
  })
  const values = (await showNames(payload, [gigId])).get(gigId)!
  let told = 0
  for (const user of await alertRecipients(payload, gigId, gig.city ?? null)) {
    const notice = { user, type: 'ticketsOnSale' as const, gig: gigId, values }
    if (await sendOnce(payload, user, `onsale:${gigId}`, (req) => notify(payload, [notice], req)))
      told++
  }
  return told
}

/**
 * Queues the alert of show `gigId` for the moment its first type goes on sale (now, when one
 * already is): after each save of its types, so a sale moved later gets a job of its own.
 */
export async function queueOnSaleAlert(payload: Payload, gigId: number, opensAt: Date | null) {
  if (!opensAt) return
  await payload.jobs.queue({
    task: 'alertTicketsOnSale',
    input: { gig: gigId },
    ...(opensAt.getTime() > Date.now() ? { waitUntil: opensAt } : {}),
    meta: jobMeta(),
  })
}
