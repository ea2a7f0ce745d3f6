import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react'

type Common = { id: string; label: string; error?: string }
type Props = Common &
  (
    | ({ multiline?: false } & InputHTMLAttributes<HTMLInputElement>)
    | ({ multiline: true } & TextareaHTMLAttributes<HTMLTextAreaElement>)
  )

/** A labelled field whose error sits right under it and is read out with it. */
export function CommentField({ id, label, error, ...control }: Props) {
  const errorId = `${id}-error`
  const a11y = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  }
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {control.multiline ? (
        <textarea {...withoutMultiline(control)} {...a11y} />
      ) : (
        <input {...withoutMultiline(control)} {...a11y} />
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}

function withoutMultiline<T extends { multiline?: boolean }>(props: T): Omit<T, 'multiline'> {
  const { multiline: _multiline, ...rest } = props
  return rest
}
