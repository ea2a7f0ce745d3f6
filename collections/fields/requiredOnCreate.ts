import { relationship, type RelationshipFieldSingleValidation } from 'payload/shared'

/**
 * A party's account: required when the record is made, emptied later when that account is deleted
 * (the other party keeps the record; see collections/Users/hooks/removeAccountRecords.ts). The
 * column is nullable so the account's deletion can empty it; new records still need it.
 */
export const requiredOnCreate: RelationshipFieldSingleValidation = (value, options) =>
  options.operation === 'create' && value == null
    ? options.req.t('validation:required')
    : relationship(value, options)
