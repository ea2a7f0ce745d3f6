import { sql } from '@payloadcms/db-postgres'
import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { down, up } from '../../migrations/20261129_010000_money_in_kurus'
import { cleanupMarket, makeGig, type MarketFixture, seedMarket } from '../helpers/market'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
let f: MarketFixture

beforeAll(async () => {
  payload = await getTestPayload()
  f = await seedMarket(payload)
})

afterAll(async () => {
  await cleanupMarket(payload, f)
})

type Fee = { fee_amount: string | null; fee_min: string | null; fee_max: string | null }

/** Raised to undo the migration's run: the shared test database must keep its kuruş. */
class RolledBack extends Error {}

describe('migration 20261129_010000_money_in_kurus', () => {
  it('turns lira into exact integer kuruş and its down turns them back', async () => {
    // Rows as the lira era left them: a fixed fee with kuruş in it, and a range.
    const fixed = await makeGig(payload, f.organizer.user, {
      fee: { type: 'fixed', amount: 4500.5 },
    })
    const range = await makeGig(payload, f.organizer.user, {
      fee: { type: 'range', min: 3000, max: 6000 },
    })
    const seen: Record<string, Fee[]> = {}
    const read = async (tx: MigrateUpArgs['db']) =>
      (
        await tx.execute<Fee>(
          sql`SELECT fee_amount::text, fee_min::text, fee_max::text FROM gigs
              WHERE id IN (${fixed.id}, ${range.id}) ORDER BY id`,
        )
      ).rows
    await expect(
      payload.db.drizzle.transaction(async (tx) => {
        const db = tx as unknown as MigrateUpArgs['db']
        await up({ db, payload, req: {} } as MigrateUpArgs)
        seen.up = await read(db)
        await down({ db, payload, req: {} } as MigrateDownArgs)
        seen.down = await read(db)
        throw new RolledBack()
      }),
    ).rejects.toBeInstanceOf(RolledBack)
    expect(seen.up).toEqual([
      { fee_amount: '450050', fee_min: null, fee_max: null },
      { fee_amount: null, fee_min: '300000', fee_max: '600000' },
    ])
    expect(seen.down!.map((row) => row.fee_amount && Number(row.fee_amount))).toEqual([
      4500.5,
      null,
    ])
    expect(seen.down!.map((row) => [Number(row.fee_min), Number(row.fee_max)])[1]).toEqual([
      3000, 6000,
    ])
  })
})
