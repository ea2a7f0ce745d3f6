import type { SelectFieldSingleValidation } from 'payload'

import { ROLES } from '../../src/lib/roles'
import { translate } from '../../src/server/platform'

/** One of the roles, as a single string: an array or an object is a 400, never a database error. */
export const validateRole: SelectFieldSingleValidation = (value, { req }) =>
  (typeof value === 'string' && (ROLES as readonly string[]).includes(value)) ||
  translate(req.i18n?.language === 'tr' ? 'tr' : 'en', 'AuthApi.invalidValue')
