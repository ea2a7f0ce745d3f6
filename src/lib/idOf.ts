type Ref = number | { id: number }

/** A relationship's id whether Payload populated it or not; null when there is none. */
export function idOf(ref: Ref): number
export function idOf(ref: Ref | null | undefined): number | null
export function idOf(ref: Ref | null | undefined): number | null {
  return ref == null ? null : typeof ref === 'number' ? ref : ref.id
}
