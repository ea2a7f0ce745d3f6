import type { CollectionConfig } from 'payload'

import { adminOrSelf } from '../../access/adminOrSelf'
import { anyone } from '../../access/anyone'
import { canUseAdminPanel } from '../../access/canUseAdminPanel'
import { isAdmin } from '../../access/isAdmin'
import { isAdminField } from '../../access/isAdminField'
import { roleOnCreate } from '../../access/roleOnCreate'
import { ROLES } from '../../src/lib/roles'

const ROLE_LABELS = {
  artist: { tr: 'Sanatçı / Grup', en: 'Artist / Band' },
  organizer: { tr: 'Mekan / Organizatör', en: 'Venue / Organizer' },
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
  auth: {
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 7 * 24 * 60 * 60,
  },
  access: {
    admin: canUseAdminPanel,
    // Sign-up is public; the role field below keeps it from minting admins.
    create: anyone,
    read: adminOrSelf,
    update: adminOrSelf,
    delete: isAdmin,
    // Unlocking an account locked by failed logins is an admin's call.
    unlock: isAdmin,
  },
  fields: [
    {
      name: 'fullname',
      type: 'text',
      required: true,
      maxLength: 120,
      label: { tr: 'Ad soyad', en: 'Full name' },
    },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'artist',
      options: ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
      saveToJWT: true,
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
