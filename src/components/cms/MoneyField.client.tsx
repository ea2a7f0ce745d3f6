'use client'
import { FieldDescription, FieldError, FieldLabel, useField, useTranslation } from '@payloadcms/ui'
import type { NumberFieldClientComponent } from 'payload'
import { useCallback, useState } from 'react'

import { toLocale } from '@/i18n/locales'
import { formatMoney } from '@/lib/money/formatMoney'
import { kurusToLira, typedLiraToKurus } from '@/lib/money/kurus'

/**
 * A money field of the panel: stored in kuruş like every amount, typed and read in lira. A
 * read-only one shows the amount as the site writes it (`₺4.000`); an editable one takes lira
 * and keeps the field's own checks (minimum, maximum) on the kuruş it stores.
 */
export const MoneyField: NumberFieldClientComponent = (props) => {
  const { field, path: pathFromProps, readOnly, validate } = props
  const { label, localized, required, min, max, admin } = field
  const { i18n, t } = useTranslation()
  const locale = toLocale(i18n.language)
  const memoizedValidate = useCallback(
    (value: unknown, options: Record<string, unknown>) => {
      // What was typed and is not an amount stays as text, so it is refused, never saved as empty.
      if (typeof value === 'string') return t('validation:enterNumber')
      return typeof validate === 'function'
        ? validate(value as number, { ...options, min, max, required } as never)
        : true
    },
    [validate, min, max, required, t],
  )
  const { path, value, setValue, showError, disabled } = useField<number | string | null>({
    potentiallyStalePath: pathFromProps,
    validate: memoizedValidate as never,
  })
  const [typed, setTyped] = useState<string | null>(null)
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
            type="text"
            inputMode="decimal"
            value={
              typed ??
              (typeof value === 'string' ? value : shown === null ? '' : String(kurusToLira(shown)))
            }
            onChange={(event) => {
              const text = event.target.value
              const kurus = typedLiraToKurus(text)
              setTyped(text)
              setValue(Number.isNaN(kurus) ? text : kurus)
            }}
            onBlur={() => setTyped(null)}
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
