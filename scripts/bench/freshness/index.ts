/** The freshness check: each kind of write through instance A, read through the others. */
import { clientOf, SEEDED, tokenFor } from './client'
import { commentApproved } from './commentApproved'
import { gigEdited, gigPosted } from './gigs'
import { postEdited } from './postEdited'
import { profileSaved } from './profileSaved'
import { type Readers, staleReads } from './scenario'

export async function freshness(readers: Readers, rounds: number) {
  const adminToken = await tokenFor(readers.a, ...SEEDED.admin)
  const admin = clientOf(readers.a, adminToken)
  const organizer = clientOf(readers.a, await tokenFor(readers.a, ...SEEDED.organizer))
  const artist = clientOf(readers.a, await tokenFor(readers.a, ...SEEDED.artist))
  const scenarios = [
    await postEdited(admin),
    await commentApproved(admin, readers.a, adminToken),
    gigPosted(organizer, admin),
    await gigEdited(organizer, admin),
    await profileSaved(artist),
  ]
  const results = []
  for (const scenario of scenarios) {
    results.push({ name: scenario.name, ...(await staleReads(readers, scenario, rounds)) })
  }
  return results
}
