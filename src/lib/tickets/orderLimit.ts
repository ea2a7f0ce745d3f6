/** What the buy box knows of a type to bound its stepper. */
type Bounded = { id: number; available: number; perOrderLimit: number }

/**
 * The most of `type` the fan may pick with `chosen` (quantities by type id) picked: what is left
 * of it, and the order's limit, which counts all its types together against the smallest limit
 * among them (the hold's rule, src/server/tickets/orders/checkHold.ts).
 */
export function mostOf(type: Bounded, types: Bounded[], chosen: Record<number, number>): number {
  const others = types.filter((t) => t.id !== type.id && (chosen[t.id] ?? 0) > 0)
  const limit = Math.min(type.perOrderLimit, ...others.map((t) => t.perOrderLimit))
  const taken = others.reduce((sum, t) => sum + (chosen[t.id] ?? 0), 0)
  return Math.max(0, Math.min(type.available, limit - taken))
}
