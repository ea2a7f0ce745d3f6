export const ROLES = ['artist', 'organizer', 'fan', 'admin'] as const
export type Role = (typeof ROLES)[number]

/** Roles a person may pick when signing up; admin is granted, never chosen. */
export const SIGNUP_ROLES = ['artist', 'organizer', 'fan'] as const
