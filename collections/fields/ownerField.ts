import type { Field } from 'payload'

import { hasRole, type Role } from '../../access/hasRole'
import { isAdminField } from '../../access/isAdminField'
import { requiredOnCreate } from './requiredOnCreate'

/**
 * The account a profile belongs to: one profile per account (unique), always the signed-in
 * user's own on create unless an admin files it for someone; only admins may move it.
 */
export const ownerField = (role: Role): Field => ({
  name: 'user',
  type: 'relationship',
  relationTo: 'users',
  // Emptied only when a deleted account's profile is kept for the other parties' bookings.
  validate: requiredOnCreate,
  unique: true,
  index: true,
  filterOptions: { role: { equals: role } },
  access: { update: isAdminField },
  hooks: {
    beforeChange: [
      ({ value, operation, req }) =>
        operation === 'create' && req.user && !hasRole(req.user, 'admin') ? req.user.id : value,
    ],
  },
  label: { tr: 'Hesap', en: 'Account' },
})
