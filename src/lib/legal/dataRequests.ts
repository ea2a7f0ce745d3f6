/** What a person may ask of the controller under KVKK art. 11 besides a copy of their data. */
export const DATA_REQUEST_KINDS = ['correction', 'deletion'] as const
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number]

/** Open until an admin answers: done, or refused with the reason in the answer. */
export type DataRequestStatus = 'open' | 'done' | 'refused'

/** KVKK art. 13/2: a request is answered within thirty days at the latest. */
export const DATA_REQUEST_DAYS = 30

/** The most a request's text may hold. */
export const DATA_REQUEST_TEXT_MAX = 2000
