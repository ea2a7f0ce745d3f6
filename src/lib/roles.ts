export const ROLES = ['artist', 'organizer', 'admin'] as const
export type Role = (typeof ROLES)[number]

/** Roles a person may pick when signing up; admin is granted, never chosen. */
export const SIGNUP_ROLES = ['artist', 'organizer'] as const
