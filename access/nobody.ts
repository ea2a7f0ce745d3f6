import type { FieldAccess } from 'payload'

/** For values only the server's own hooks maintain (they write with overrideAccess). */
export const nobody: FieldAccess = () => false
