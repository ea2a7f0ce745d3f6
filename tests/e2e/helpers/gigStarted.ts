import pg from 'pg'

/**
 * Moves gig `gigId` to have started `hoursAgo` hours ago, in the e2e database that
 * `npm run test:e2e` names in DATABASE_URL (the site refuses a gig dated in the past): a problem
 * with a gig can be reported only once it has started.
 */
export async function gigStarted(gigId: number, hoursAgo = 2): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    const started = new Date(Date.now() - hoursAgo * 3_600_000).toISOString()
    const { rowCount } = await client.query('update gigs set date = $1 where id = $2', [
      started,
      gigId,
    ])
    if (rowCount !== 1) throw new Error(`no gig ${gigId} to move`)
  } finally {
    await client.end()
  }
}
