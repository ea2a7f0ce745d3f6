import type { FieldHook } from 'payload'

/**
 * Removes an internal field from every read, whoever reads. Payload's `hidden` does this too but
 * also refuses `where` queries on the field once access control is on (find does not forward
 * `showHiddenFields` to query validation), and public search must query it as a visitor.
 */
export const omitFromAnswers: FieldHook = ({ field, siblingData }) => {
  if ('name' in field && field.name && siblingData)
    delete (siblingData as Record<string, unknown>)[field.name]
  return undefined
}
