/**
 * Issue 23's freshness check: each kind of write through instance A, read through the front and
 * both instances, first on a quiet machine, then while a load generator keeps both instances
 * busy with other pages (as a busy site does).
 */
import { startBackgroundLoad } from '../loadTool'
import { percentile } from '../percentile'
import { clientOf, SEEDED, tokenFor } from './client'
import { commentApproved } from './commentApproved'
import { gigEdited, gigPosted } from './gigs'
import { postEdited } from './postEdited'
import { postPublished } from './postPublished'
import { profileSaved } from './profileSaved'
import { type Readers, staleReads } from './scenario'

/** Pages no scenario writes to, answered by the instances themselves (not kept by the front). */
const OTHER_PAGES = ['/en/artists', '/gigler', '/api/venues']

async function allScenarios(readers: Readers, rounds: number) {
  const adminToken = await tokenFor(readers.a, ...SEEDED.admin)
  const admin = clientOf(readers.a, adminToken)
  const organizer = clientOf(readers.a, await tokenFor(readers.a, ...SEEDED.organizer))
  const artist = clientOf(readers.a, await tokenFor(readers.a, ...SEEDED.artist))
  const scenarios = [
    postPublished(admin),
    await postEdited(admin),
    await commentApproved(admin, readers.a, adminToken),
    gigPosted(organizer, admin),
    await gigEdited(organizer, admin),
    await profileSaved(artist),
  ]
  const results = []
  for (const scenario of scenarios) {
    const { stale, writeMs } = await staleReads(readers, scenario, rounds)
    const ms = (p: number) => Math.round(percentile(writeMs, p))
    results.push({
      name: scenario.name,
      ...stale,
      write: { p50: ms(50), p90: ms(90), max: ms(100) },
    })
  }
  return results
}

export async function freshness(readers: Readers, rounds: number) {
  const quiet = await allScenarios(readers, rounds)
  const urls = [readers.a, readers.b].flatMap((base) => OTHER_PAGES.map((page) => base + page))
  const load = startBackgroundLoad(urls, 4)
  const loaded = await allScenarios(readers, rounds).catch(async (error) => {
    await load.stop()
    throw error
  })
  return { quiet, loaded, load: await load.stop() }
}
