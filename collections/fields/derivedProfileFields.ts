import type { Field, FieldHook } from 'payload'

import { foldForSearch } from '../../src/lib/foldForSearch'

/** The saved value of a sibling field: the incoming one, else what the document already had. */
const current = (
  name: string,
  siblingData: Record<string, unknown> | undefined,
  originalDoc: Record<string, unknown> | undefined,
) => (siblingData && name in siblingData ? siblingData[name] : originalDoc?.[name])

const isPublic: FieldHook = ({ siblingData, originalDoc }) =>
  Boolean(current('name', siblingData, originalDoc) && current('city', siblingData, originalDoc))

const foldedName: FieldHook = ({ siblingData, originalDoc }) =>
  foldForSearch(String(current('name', siblingData, originalDoc) ?? ''))

/**
 * Kept by the server, never by the client: whether the profile is public (it has a name and a
 * city) and the name folded the Turkish way for search.
 */
export const derivedProfileFields: Field[] = [
  {
    name: 'isPublic',
    type: 'checkbox',
    defaultValue: false,
    index: true,
    hooks: { beforeChange: [isPublic] },
    admin: { readOnly: true, position: 'sidebar' },
    label: { tr: 'Herkese açık', en: 'Public' },
  },
  {
    name: 'searchName',
    type: 'text',
    index: true,
    hooks: { beforeChange: [foldedName] },
    admin: { hidden: true },
  },
]
