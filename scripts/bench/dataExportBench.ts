/**
 * `npm run bench -- --export [--bookings 100] [--messages 6] [--photos 12]`: "my data" for an
 * account with a year of activity. A venue and an artist make `--bookings` bookings through the
 * routes (an application, its acceptance, terms proposed and confirmed), write `--messages`
 * messages on each thread and pay every other booking on the iyzico stand-in's page; the venue
 * uploads `--photos` photos of a camera's size. Then, for each of the two, times what a person
 * asking for their data waits for: the request (`POST /api/me/data-export`), the worker's job that
 * collects the data and mails the link (run here as the worker runs it), and the download of the
 * zip the link opens. The worker picks a due job up within its interval (5 s, the app's own
 * autoRun and `npm run worker`'s default `WORKER_INTERVAL_MS`), which the report adds. Runs against
 * DATABASE_URL (the embedded database under .data/ when unset) and removes what it made.
 */
import type { Payload } from 'payload'
import sharp from 'sharp'

import * as exportRoute from '../../src/app/api/me/data-export/route'
import * as downloadRoute from '../../src/app/api/my-data/[token]/route'
import { closePayload, loadPayload } from '../../src/server/platform'
import { apiRequest, params } from '../../tests/helpers/api'
import { runQueuedJobs } from '../../tests/helpers/jobs'
import { linkIn, mailTo } from '../../tests/helpers/mailbox'
import { cleanupMarket, type MarketActor, seedMarket } from '../../tests/helpers/market'
import { market } from '../../tests/helpers/marketApi'
import {
  cleanupPayments,
  confirmedBooking,
  payBooking,
  payments,
  personPayout,
  useStandIn as startPaymentsStandIn,
} from '../../tests/helpers/payments'
import { numberFlag } from './flag'
import { runToEnd } from './runToEnd'

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

/** A photo the size a phone or camera gives (about 4000×3000), as a JPEG. */
const cameraPhoto = (i: number) =>
  sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#808080',
      // Noise, so that the JPEG weighs what a photograph does (a few MB), not a flat colour's.
      noise: { type: 'gaussian', mean: 96 + ((i * 37) % 64), sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer()

/** One export asked for, built by the worker's job and downloaded, each step timed. */
async function timedExport(payload: Payload, actor: MarketActor) {
  const exportMails = async () =>
    (await mailTo(actor.user.email)).filter((mail) => mail.text.includes('/api/my-data/'))
  // The mails the activity queued are sent first: only the export's own job is timed.
  await runQueuedJobs(payload)
  const before = (await exportMails()).length
  const asked = performance.now()
  const answer = await exportRoute.POST(
    apiRequest('/api/me/data-export?locale=tr', { method: 'POST', token: actor.token }),
    undefined,
  )
  if (answer.status !== 202) throw new Error(`data export asked: ${answer.status}`)
  const queued = performance.now()
  await runQueuedJobs(payload)
  const built = performance.now()
  const mails = await exportMails()
  if (mails.length !== before + 1) {
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'exportMyData' } },
      sort: '-createdAt',
      limit: 1,
      overrideAccess: true,
    })
    throw new Error(`no export mail; the job: ${JSON.stringify(docs[0]?.log ?? docs[0])}`)
  }
  const token = linkIn(mails[mails.length - 1]!, '/api/my-data/').split('/api/my-data/')[1]!
  const download = await downloadRoute.GET(apiRequest(`/api/my-data/${token}`), params({ token }))
  const zip = Buffer.from(await download.arrayBuffer())
  const downloaded = performance.now()
  if (download.status !== 200) throw new Error(`download: ${download.status}`)
  return {
    request: queued - asked,
    job: built - queued,
    download: downloaded - built,
    zipBytes: zip.length,
  }
}

async function main() {
  const bookings = numberFlag('bookings', 100)
  const messages = numberFlag('messages', 6)
  const photos = numberFlag('photos', 12)
  // The queue is run here, as the worker runs it, and timed: not by the app's own autoRun too.
  process.env.SAHNE_JOBS_AUTORUN = 'off'
  process.env.RATE_LIMIT_DATA_EXPORT = '100/60'
  process.env.RATE_LIMIT_MESSAGES = '100000/60'
  const payload = await loadPayload()
  const standIn = await startPaymentsStandIn()
  const f = await seedMarket(payload)
  const users = Object.values(f).map((actor) => actor.user.id)
  try {
    await payments.putPayout(f.artist.token, personPayout())
    const made = performance.now()
    for (let i = 0; i < bookings; i++) {
      const { bookingId, applicationId } = await confirmedBooking(payload, f, { lira: 1000 + i })
      for (let m = 0; m < messages; m++) {
        const from = m % 2 === 0 ? f.organizer : f.artist
        const sent = await market.write(from.token, applicationId, `Mesaj ${i}-${m}: ses 18:00.`)
        if (sent.status !== 201) throw new Error(`message: ${sent.status}`)
      }
      if (i % 2 === 0) await payBooking(f.organizer, bookingId)
    }
    for (let i = 0; i < photos; i++) {
      const jpeg = await cameraPhoto(i)
      await payload.create({
        collection: 'photos',
        data: { owner: f.organizer.user.id, alt: `Sahne ${i}` },
        file: { data: jpeg, mimetype: 'image/jpeg', name: `sahne-${i}.jpg`, size: jpeg.length },
      })
    }
    console.log(
      `\nMy data: ${bookings} bookings (${bookings * messages} messages, ${Math.ceil(bookings / 2)} paid), ${photos} photos of the venue, made in ${seconds(performance.now() - made)}`,
    )
    for (const [who, actor] of [
      ['venue', f.organizer],
      ['artist', f.artist],
    ] as const) {
      const run = await timedExport(payload, actor)
      const total = run.request + run.job + run.download
      console.log(
        `  ${who}: request ${seconds(run.request)}, worker's job ${seconds(run.job)}, download ${seconds(run.download)} (${(run.zipBytes / 1e6).toFixed(1)} MB); ${seconds(total)} in all, plus the worker's interval (5 s at most by default)`,
      )
    }
  } finally {
    await payload.delete({
      collection: 'data-exports',
      where: { user: { in: users } },
      overrideAccess: true,
    })
    await payload.delete({ collection: 'photos', where: { owner: { in: users } } })
    await cleanupPayments(payload, users)
    await cleanupMarket(payload, f)
    await standIn.stop()
    await closePayload(payload)
  }
}

runToEnd(main)
