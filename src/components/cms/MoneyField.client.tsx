'use client'
import { FieldDescription, FieldError, FieldLabel, useField, useTranslation } from '@payloadcms/ui'
import type { NumberFieldClientComponent } from 'payload'
import { useCallback, useState } from 'react'

import { toLocale } from '@/i18n/locales'
import { formatMoney } from '@/lib/money/formatMoney'
import { kurusToLira, liraToKurus } from '@/lib/money/kurus'

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
  // What is being typed ("4500." on the way to "4500.5") until the input loses focus.
  const [typing, setTyping] = useState<string | null>(null)
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
          <input
            id={`field-${path.replace(/\./g, '__')}`}
            name={path}
            type="number"
            step="0.01"
            min={typeof min === 'number' ? kurusToLira(min) : undefined}
            value={typing ?? (shown === null ? '' : kurusToLira(shown))}
            onChange={(event) => {
              // The browser lets only a number through; empty clears the amount, as Payload's own.
              const lira = event.target.valueAsNumber
              setTyping(event.target.value)
              setValue(Number.isFinite(lira) ? liraToKurus(lira) : null)
            }}
            onBlur={() => setTyping(null)}
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
