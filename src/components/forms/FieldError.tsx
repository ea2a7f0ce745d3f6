import type { ServerError } from './useServerError'

/** The server's error for one field, right under it; its id is what the input's `aria-describedby` names. */
export function FieldError({ errors, id }: { errors: ServerError; id: string }) {
  const message = errors.fieldError(id)
  return message ? (
    <p id={`${id}-error`} className="field-error">
      {message}
    </p>
  ) : null
}
