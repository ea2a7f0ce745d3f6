type OwnGig = { id: number; status: string; date: string; deadline?: string | null }
type ArtistOnGig = { gig: { id: number }; artist: { slug: string | null } }

/**
 * The organizer's gigs an artist can still be invited to: open, not started, before the deadline,
 * and with nothing of this artist on them yet. Any application or invitation counts, answered
 * ones too (a gig takes one per artist: a second is refused), and so does a booking.
 */
export function invitableGigs<G extends OwnGig>(
  gigs: G[],
  artistSlug: string,
  taken: { applications: ArtistOnGig[]; bookings: ArtistOnGig[] },
  now = new Date().toISOString(),
): G[] {
  const onGig = new Set(
    [...taken.applications, ...taken.bookings]
      .filter((item) => item.artist.slug === artistSlug)
      .map((item) => item.gig.id),
  )
  return gigs.filter(
    (gig) =>
      gig.status === 'open' &&
      gig.date > now &&
      (!gig.deadline || gig.deadline > now) &&
      !onGig.has(gig.id),
  )
}
