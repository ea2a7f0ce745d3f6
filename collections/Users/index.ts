import type { CollectionConfig } from 'payload'

import { adminOrSelf } from '../../access/adminOrSelf'
import { anyone } from '../../access/anyone'
import { canUseAdminPanel } from '../../access/canUseAdminPanel'
import { isAdmin } from '../../access/isAdmin'
import { isAdminField } from '../../access/isAdminField'
import { roleOnCreate } from '../../access/roleOnCreate'
import { ROLES } from '../../src/lib/roles'
import { secureCookies } from '../../src/server/platform'
import { closedFirstRegister } from './endpoints/closedFirstRegister'
import { enforcePasswordRule } from './hooks/enforcePasswordRule'
import { removeAccountRecords } from './hooks/removeAccountRecords'
import { validateRole } from './validateRole'
import { NAME_MAX } from '../../src/lib/limits'
import { cityField } from '../fields/marketFields'

const ROLE_LABELS = {
  artist: { tr: 'Sanatçı / Grup', en: 'Artist / Band' },
  organizer: { tr: 'Mekân / Organizatör', en: 'Venue / Organizer' },
  fan: { tr: 'Dinleyici', en: 'Fan' },
  admin: { tr: 'Yönetici', en: 'Admin' },
}

export const Users: CollectionConfig = {
  slug: 'users',
  labels: {
    singular: { tr: 'Kullanıcı', en: 'User' },
    plural: { tr: 'Kullanıcılar', en: 'Users' },
  },
  admin: {
    useAsTitle: 'fullname',
    defaultColumns: ['fullname', 'email', 'role', 'createdAt'],
    listSearchableFields: ['fullname', 'email'],
  },
  endpoints: [closedFirstRegister],
  hooks: { beforeOperation: [enforcePasswordRule], beforeDelete: [removeAccountRecords] },
  auth: {
    // No lockout: it let anyone keep an account's owner out and told which emails exist. Failed
    // logins are slowed down per address and per account instead (src/server/platform/rateLimits.ts, src/app/api/_http/rateLimit.ts).
    maxLoginAttempts: 0,
    tokenExpiration: 7 * 24 * 60 * 60,
    // Server-side sessions (Payload's default, said out loud): logout ends a token for good.
    useSessions: true,
    cookies: { secure: secureCookies(), sameSite: 'Lax' },
    // Payload's own pause between two reset mails to one account is off: Payload never mails a
    // reset here (the panel's request is answered for an address no account has, and the site's
    // reset link goes through the jobs queue under its own cap, cmsSignIn.ts, mailResetLink.ts).
    // On, it wrote its reservation on a second pool connection while its operation's transaction
    // held one, and as many requests at once as the pool has connections hung the instance.
    forgotPassword: { minRequestInterval: 0 },
  },
  access: {
    admin: canUseAdminPanel,
    // Sign-up is public; the role field below keeps it from minting admins.
    create: anyone,
    read: adminOrSelf,
    update: adminOrSelf,
    delete: isAdmin,
    // Nothing locks accounts any more; Payload's unlock operation stays an admin's.
    unlock: isAdmin,
  },
  fields: [
    {
      name: 'fullname',
      type: 'text',
      required: true,
      maxLength: NAME_MAX,
      label: { tr: 'Ad soyad', en: 'Full name' },
    },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'artist',
      options: ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
      saveToJWT: true,
      validate: validateRole,
      access: { create: roleOnCreate, update: isAdminField },
      label: { tr: 'Rol', en: 'Role' },
    },
    {
      // The language of the site when the account was made: emails to the user are in it.
      name: 'locale',
      type: 'select',
      defaultValue: 'tr',
      options: [
        { value: 'tr', label: 'Türkçe' },
        { value: 'en', label: 'English' },
      ],
      label: { tr: 'E-posta dili', en: 'Email language' },
    },
    // A fan's home city and weekly digest (set on /profil): what is on near them.
    cityField(false),
    {
      name: 'digest',
      type: 'checkbox',
      defaultValue: false,
      label: { tr: 'Haftalık konser bülteni', en: 'Weekly shows digest' },
    },
    {
      // Marketing opt-in (Law 6563): a mail when tickets go on sale for a show of an artist the
      // user follows or in their home city. The in-app notice to followers comes regardless.
      name: 'onSaleAlerts',
      type: 'checkbox',
      defaultValue: false,
      label: { tr: 'Bilet satışı uyarıları', en: 'On-sale alerts' },
    },
    {
      // Per notification type, `false` when the user wants no email of it (in-app notices are
      // always kept); a missing type is on. Written through PUT /api/me/settings.
      name: 'emailEvents',
      type: 'json',
      defaultValue: {},
      label: { tr: 'E-posta bildirimleri', en: 'Notifications by email' },
    },
    {
      name: 'googleSub',
      type: 'text',
      unique: true,
      index: true,
      access: { create: isAdminField, update: isAdminField, read: isAdminField },
      admin: {
        readOnly: true,
        description: { tr: 'Google hesabı kimliği', en: 'Google account id' },
      },
    },
  ],
  timestamps: true,
}
