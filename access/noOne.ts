import type { Access } from 'payload'

/** For records only the domain layer writes (with full access), never a request: the ledger. */
export const noOne: Access = () => false
