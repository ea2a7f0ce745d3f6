import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../access/isAdmin'
import { noOne } from '../../access/noOne'
import { CALENDAR_FETCH_FAILURES } from '../../src/lib/availability/calendarStatus'
import { labelledOptions } from '../fields/labelledOptions'
import { dropCalendarDays } from './hooks/dropCalendarDays'

/**
 * An artist's external calendar (a secret iCal address): the address lives only in `sealed`,
 * encrypted with CALENDAR_ENCRYPTION_KEY, readable by no request and hidden in the panel, which
 * sees its host and the last fetch's outcome. Written only by the domain layer
 * (src/server/market/availability/calendar); the busy days it yields are availability blocks with
 * source `ical`, replaced on every good fetch.
 */
export const ExternalCalendars: CollectionConfig = {
  slug: 'external-calendars',
  labels: {
    singular: { tr: 'Dış takvim', en: 'External calendar' },
    plural: { tr: 'Dış takvimler', en: 'External calendars' },
  },
  admin: {
    defaultColumns: ['artist', 'addressHint', 'lastStatus', 'lastFetchedAt'],
    group: { tr: 'Pazar', en: 'Market' },
  },
  access: { read: isAdmin, create: noOne, update: noOne, delete: isAdmin },
  hooks: { afterDelete: [dropCalendarDays] },
  fields: [
    {
      name: 'artist',
      type: 'relationship',
      relationTo: 'artists',
      required: true,
      unique: true,
      label: { tr: 'Sanatçı', en: 'Artist' },
    },
    {
      name: 'user',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      label: { tr: 'Hesap', en: 'Account' },
    },
    {
      name: 'sealed',
      type: 'text',
      required: true,
      access: { read: () => false },
      admin: { hidden: true },
    },
    {
      // The host and an ellipsis: all anyone but the worker ever reads of the address.
      name: 'addressHint',
      type: 'text',
      required: true,
      maxLength: 300,
      label: { tr: 'Adres', en: 'Address' },
    },
    { name: 'lastFetchedAt', type: 'date', label: { tr: 'Son okuma', en: 'Last fetch' } },
    {
      name: 'lastStatus',
      type: 'select',
      options: labelledOptions({
        ok: { tr: 'Okundu', en: 'Read' },
        failed: { tr: 'Okunamadı', en: 'Failed' },
      }),
      label: { tr: 'Son okumanın sonucu', en: 'Last outcome' },
    },
    {
      name: 'lastFailure',
      type: 'select',
      options: CALENDAR_FETCH_FAILURES.map((code) => ({ label: code, value: code })),
      label: { tr: 'Hata', en: 'Failure' },
    },
    { name: 'lastHttpStatus', type: 'number', label: { tr: 'HTTP durumu', en: 'HTTP status' } },
    {
      name: 'busyDayCount',
      type: 'number',
      label: { tr: 'Dolu gün sayısı', en: 'Busy days' },
    },
  ],
  timestamps: true,
}
