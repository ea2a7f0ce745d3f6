import type { CollectionConfig } from 'payload'

import { noOne } from '../access/noOne'

/**
 * A person's export of what Sahne holds about them (KVKK art. 11), collected by the worker: the
 * data as JSON, its readable page, and the names of their uploads (packed with the files into a
 * zip when the link is opened). Found only by the SHA-256 of the link's token, until `expiresAt`.
 * Closed to every request and hidden in the panel: it is one person's data, the domain reads it.
 * `user` is a plain id, so deleting the account leaves no foreign key to clear; every new export
 * removes the expired ones, anyone's.
 */
export const DataExports: CollectionConfig = {
  slug: 'data-exports',
  admin: { hidden: true },
  access: { read: noOne, create: noOne, update: noOne, delete: noOne },
  fields: [
    { name: 'user', type: 'number', required: true, index: true },
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
    { name: 'data', type: 'json', required: true },
    // A year of bookings, threads and notices makes a page of several hundred thousand
    // characters: far past Payload's default limit for a text field (40,000), which refused the
    // export of every busy account. The column has no length of its own.
    { name: 'page', type: 'textarea', required: true, maxLength: 50_000_000 },
    { name: 'files', type: 'json', required: true },
  ],
  timestamps: true,
}
