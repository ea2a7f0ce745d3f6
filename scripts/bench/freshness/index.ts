/**
 * The freshness check: each kind of write through instance A, read through the front and
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
import { type Readers, type Scenario, staleReads } from './scenario'

/** Pages no scenario writes to, answered by the instances themselves (not kept by the front). */
const OTHER_PAGES = ['/en/artists', '/gigler', '/api/venues']

export type FreshnessResult = Awaited<ReturnType<typeof runScenario>>

async function runScenario(readers: Readers, scenario: Scenario, rounds: number) {
  const { stale, writeMs } = await staleReads(readers, scenario, rounds)
  const ms = (p: number) => Math.round(percentile(writeMs, p))
  return { name: scenario.name, ...stale, write: { p50: ms(50), p90: ms(90), max: ms(100) } }
}

/** Each kind of write in turn; `report` hears of each as soon as its rounds are done. */
async function allScenarios(
  readers: Readers,
  rounds: number,
  report: (result: FreshnessResult) => void,
) {
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
  for (const scenario of scenarios) report(await runScenario(readers, scenario, rounds))
}

/** The rounds on a quiet machine, then while both instances answer other pages to a load tool. */
export async function freshness(
  readers: Readers,
  rounds: number,
  report: (phase: 'quiet' | 'loaded', result: FreshnessResult) => void,
) {
  await allScenarios(readers, rounds, (result) => report('quiet', result))
  const urls = [readers.a, readers.b].flatMap((base) => OTHER_PAGES.map((page) => base + page))
  const load = startBackgroundLoad(urls, 4)
  await allScenarios(readers, rounds, (result) => report('loaded', result)).catch(async (error) => {
    await load.stop()
    throw error
  })
  return load.stop()
}
