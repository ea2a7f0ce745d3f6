import { fromIstanbulInput, toIstanbulInput } from '@/lib/market/istanbulTime'
import type { TicketSalesView } from '@/server/tickets'

/** One row of the venue's form, as typed: lira already in kuruş, times as Istanbul inputs. */
export type TicketRow = {
  /** The row's own key, stable while the venue adds and removes rows. */
  key: string
  id?: number
  nameTr: string
  nameEn: string
  free: boolean
  /** Kuruş; null while the price input is empty. */
  price: number | null
  quantity: string
  perOrderLimit: string
  saleStartsAt: string
  saleEndsAt: string
  paused: boolean
  sold: number
  held: number
  refunded: number
}

/** The per-order limit a new type starts with (the API's own default). */
const DEFAULT_LIMIT = '6'

let made = 0
const newKey = () => `new-${++made}`

/** The rows of the saved types. */
export const rowsOf = (sales: TicketSalesView): TicketRow[] =>
  sales.types.map((type) => ({
    key: `type-${type.id}`,
    id: type.id,
    nameTr: type.name.tr,
    nameEn: type.name.en,
    free: type.price === 0,
    price: type.price === 0 ? null : type.price,
    quantity: String(type.quantity),
    perOrderLimit: String(type.perOrderLimit),
    saleStartsAt: toIstanbulInput(type.saleStartsAt),
    saleEndsAt: toIstanbulInput(type.saleEndsAt),
    paused: type.paused,
    sold: type.sold,
    held: type.held,
    refunded: type.refunded,
  }))

/** A new row: free when paid tickets cannot be sold yet, its sale from the save to the show. */
export const newRow = (free: boolean): TicketRow => ({
  key: newKey(),
  nameTr: '',
  nameEn: '',
  free,
  price: null,
  quantity: '',
  perOrderLimit: DEFAULT_LIMIT,
  saleStartsAt: '',
  saleEndsAt: '',
  paused: false,
  sold: 0,
  held: 0,
  refunded: 0,
})

/** A typed count: empty or not a number goes as null, for the API to refuse beside its field. */
const count = (value: string) =>
  value.trim() && Number.isFinite(Number(value)) ? Number(value) : null

/**
 * The body of `PUT /api/shows/{id}/tickets`. A paid row without a price goes as null, so the API
 * names the price, rather than quietly saving a free ticket.
 */
export const salesBody = (rows: TicketRow[]) => ({
  types: rows.map((row) => ({
    ...(row.id ? { id: row.id } : {}),
    name: { tr: row.nameTr, en: row.nameEn },
    price: row.free ? 0 : row.price || null,
    quantity: count(row.quantity),
    perOrderLimit: count(row.perOrderLimit),
    saleStartsAt: fromIstanbulInput(row.saleStartsAt),
    saleEndsAt: fromIstanbulInput(row.saleEndsAt),
    paused: row.paused,
  })),
})

/** The element id of a row's field; `field` as the API names it (`name.tr`, `price`...). */
export const rowFieldId = (index: number, field: string) =>
  `ticket-${index}-${field.replace('.', '-')}`

const ROW_FIELD =
  /^types\.(\d+)\.(name\.tr|name\.en|name|id|price|quantity|perOrderLimit|saleStartsAt|saleEndsAt)$/

/**
 * The element id of a field the API names (`types.2.saleEndsAt`); a whole name or an unknown
 * type's id points at the row's first field. Null for a refusal of the whole list.
 */
export function apiFieldId(field: string): string | null {
  const match = ROW_FIELD.exec(field)
  if (!match) return null
  const name = match[2] === 'name' || match[2] === 'id' ? 'name.tr' : match[2]
  return rowFieldId(Number(match[1]), name)
}
