'use client'

import { useCallback, useState } from 'react'

import type { ApiFailure } from '@/lib/api/ApiFailure'

/** What an input needs to be read out with its error: `aria-invalid` and the error's id. */
type FieldErrorProps = { 'aria-invalid'?: true; 'aria-describedby'?: string }

type Shown = { failure: ApiFailure; id: string | null }

/**
 * A form's server error: beside the field the answer names (until that field changes) when the
 * form shows that field, else for the whole form. `fieldId` gives the element id of an API field.
 */
export function useServerError(fieldId: (field: string) => string | null) {
  const [shown, setShown] = useState<Shown | null>(null)
  const id = shown?.id ?? null

  const show = useCallback(
    /** Shows a failure (null clears it); true when it went beside a field of the form. */
    (failure: ApiFailure | null): boolean => {
      const target = failure?.field ? fieldId(failure.field) : null
      const input = target ? document.getElementById(target) : null
      setShown(failure && { failure, id: input ? target : null })
      // The field is where the reader's attention goes; its description reads the error out.
      if (input) requestAnimationFrame(() => input.focus())
      return Boolean(input)
    },
    [fieldId],
  )

  return {
    show,
    /** The message for the whole form: a failure that names none of its fields. */
    formError: shown && !id ? shown.failure.message : null,
    /** The message beside the field with this id, if it is the one the failure names. */
    fieldError: (elementId: string) => (shown && id === elementId ? shown.failure.message : null),
    /** Props for the input with this id (`describedBy`: a hint it already points at). */
    invalid: (elementId: string, describedBy?: string): FieldErrorProps =>
      id === elementId
        ? {
            'aria-invalid': true,
            'aria-describedby': [describedBy, `${elementId}-error`].filter(Boolean).join(' '),
          }
        : describedBy
          ? { 'aria-describedby': describedBy }
          : {},
    /** A field changed: its error goes. */
    changed: (elementId: string) => {
      if (id !== null && id === elementId) setShown(null)
    },
  }
}

export type ServerError = ReturnType<typeof useServerError>
