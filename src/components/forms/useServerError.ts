'use client'

import { useCallback, useState } from 'react'

import type { ApiFailure } from '@/lib/api/ApiFailure'

/** What an input needs to be read out with its error: `aria-invalid` and the error's id. */
export type FieldErrorProps = { 'aria-invalid'?: true; 'aria-describedby'?: string }

/**
 * A form's server error: beside the field the answer names (until that field changes) when the
 * form has it, else for the whole form. `fieldId` names the element id of each field.
 */
export function useServerError(fieldId: (field: string) => string | null) {
  const [failure, setFailure] = useState<ApiFailure | null>(null)
  const id = failure?.field ? fieldId(failure.field) : null

  const show = useCallback(
    (next: ApiFailure | null) => {
      setFailure(next)
      const target = next?.field ? fieldId(next.field) : null
      // The field is where the reader's attention goes; its description reads the error out.
      if (target) requestAnimationFrame(() => document.getElementById(target)?.focus())
    },
    [fieldId],
  )

  return {
    show,
    /** The message for the whole form: a failure that names none of its fields. */
    formError: failure && !id ? failure.message : null,
    /** The message beside the field with this id, if it is the one the failure names. */
    fieldError: (elementId: string) => (failure && id === elementId ? failure.message : null),
    /** Props for the input with this id (`describedBy`: a hint it already points at). */
    invalid: (elementId: string, describedBy?: string): FieldErrorProps =>
      failure && id === elementId
        ? {
            'aria-invalid': true,
            'aria-describedby': [describedBy, `${elementId}-error`].filter(Boolean).join(' '),
          }
        : describedBy
          ? { 'aria-describedby': describedBy }
          : {},
    /** A field changed: its error goes. */
    changed: (elementId: string) => {
      if (failure && id === elementId) setFailure(null)
    },
  }
}

export type ServerError = ReturnType<typeof useServerError>
