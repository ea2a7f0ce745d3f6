'use client'
import { FieldDescription, FieldError, FieldLabel, useField, useTranslation } from '@payloadcms/ui'
import type { NumberFieldClientComponent } from 'payload'
import { useCallback } from 'react'

import { toLocale } from '@/i18n/locales'
import { LiraInput } from '@/components/forms/LiraInput.client'
import { formatMoney } from '@/lib/money/formatMoney'

/**
 * A money field of the panel: stored in kuruş like every amount, typed and read in lira. A
 * read-only one shows the amount as the site writes it (`₺4.000`); an editable one takes lira (a
 * number input, kuruş as decimals) and keeps the field's own checks (minimum, maximum) on the
 * kuruş it stores, with the amount as the site writes it under the input.
 */
export const MoneyField: NumberFieldClientComponent = (props) => {
  const { field, path: pathFromProps, readOnly, validate } = props
  const { label, localized, required, min, max, admin } = field
  const { i18n } = useTranslation()
  const locale = toLocale(i18n.language)
  const memoizedValidate = useCallback(
    (value: unknown, options: Record<string, unknown>) => {
      return typeof validate === 'function'
        ? validate(value as number, { ...options, min, max, required } as never)
        : true
    },
    [validate, min, max, required],
  )
  const { path, value, setValue, showError, disabled } = useField<number | null>({
    potentiallyStalePath: pathFromProps,
    validate: memoizedValidate as never,
  })
  const locked = readOnly || disabled || admin?.readOnly
  const shown = typeof value === 'number' && Number.isFinite(value) ? value : null

  return (
    <div
      className={['field-type', 'number', showError && 'error', locked && 'read-only']
        .filter(Boolean)
        .join(' ')}
    >
      <FieldLabel label={label} localized={localized} path={path} required={required} />
      <div className="field-type__wrap">
        <FieldError path={path} showError={showError} />
        {locked ? (
          <input
            id={`field-${path.replace(/\./g, '__')}`}
            name={path}
            type="text"
            readOnly
            disabled
            value={shown === null ? '' : formatMoney(shown, locale)}
          />
        ) : (
          <LiraInput
            id={`field-${path.replace(/\./g, '__')}`}
            name={path}
            min={typeof min === 'number' ? min : undefined}
            value={shown}
            onChange={(kurus) => setValue(kurus)}
          />
        )}
      </div>
      <FieldDescription
        path={path}
        description={
          !locked && shown !== null ? formatMoney(shown, locale) : (admin?.description as never)
        }
      />
    </div>
  )
}
