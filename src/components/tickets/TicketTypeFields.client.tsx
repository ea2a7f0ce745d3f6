'use client'

import { useLocale, useTranslations } from 'next-intl'

import { FieldError } from '@/components/forms/FieldError'
import { LiraInput } from '@/components/forms/LiraInput.client'
import type { ServerError } from '@/components/forms/useServerError'
import { toLocale } from '@/i18n/locales'
import { formatMoney } from '@/lib/money/formatMoney'
import { ticketFee } from '@/lib/tickets/ticketFee'

import styles from './TicketSales.module.css'
import { rowFieldId, type TicketRow } from './ticketSalesValues'

/** The highest price the API takes (₺100,000), so the input stops where the server would. */
const PRICE_MAX = 10_000_000

type Props = {
  row: TicketRow
  index: number
  feePercent: number
  /** Whether paid tickets may be chosen: the venue's payout details are saved. */
  canSellPaid: boolean
  /** The show's start as an Istanbul `datetime-local` value: no sale ends after it. */
  showStart: string
  errors: ServerError
  change: (patch: Partial<TicketRow>, fieldId?: string) => void
  remove: () => void
}

/** One ticket type of the venue's form: names, free or a price in lira, the sale, its counts. */
export function TicketTypeFields(props: Props) {
  const { row, index, feePercent, canSellPaid, showStart, errors, change, remove } = props
  const t = useTranslations('TicketSales')
  const locale = toLocale(useLocale())
  const id = (field: string) => rowFieldId(index, field)
  const taken = row.sold + row.held > 0
  const text = (field: 'nameTr' | 'nameEn', apiField: string, max = 80) => (
    <div className="field">
      <label htmlFor={id(apiField)}>{t(field)}</label>
      <input
        id={id(apiField)}
        maxLength={max}
        value={row[field]}
        onChange={(e) => change({ [field]: e.target.value }, id(apiField))}
        {...errors.invalid(id(apiField))}
      />
      <FieldError errors={errors} id={id(apiField)} />
    </div>
  )
  const number = (field: 'quantity' | 'perOrderLimit', max: number) => (
    <div className="field">
      <label htmlFor={id(field)}>{t(field)}</label>
      <input
        id={id(field)}
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        step={1}
        value={row[field]}
        onChange={(e) => change({ [field]: e.target.value }, id(field))}
        {...errors.invalid(id(field))}
      />
      <FieldError errors={errors} id={id(field)} />
    </div>
  )
  const moment = (
    field: 'saleStartsAt' | 'saleEndsAt',
    hint: 'saleStartsHint' | 'saleEndsHint',
  ) => (
    <div className="field">
      <label htmlFor={id(field)}>{t(field)}</label>
      <input
        id={id(field)}
        type="datetime-local"
        max={showStart}
        value={row[field]}
        onChange={(e) => change({ [field]: e.target.value }, id(field))}
        {...errors.invalid(id(field), `${id(field)}-hint`)}
      />
      <p className={styles.hint} id={`${id(field)}-hint`}>
        {t(hint)}
      </p>
      <FieldError errors={errors} id={id(field)} />
    </div>
  )
  const fee = row.price ? ticketFee(row.price, feePercent) : 0
  return (
    <li className={styles.type} aria-labelledby={`${id('heading')}`}>
      <div className={styles.typeHead}>
        <h3 id={id('heading')}>
          {row.nameTr && row.nameEn
            ? row[locale === 'en' ? 'nameEn' : 'nameTr']
            : t('typeHeading', { number: index + 1 })}
        </h3>
        {row.paused ? <span className={styles.badge}>{t('paused')}</span> : null}
      </div>
      <div className={styles.row}>
        {text('nameTr', 'name.tr')}
        {text('nameEn', 'name.en')}
      </div>
      <fieldset className={styles.choices}>
        <legend>{t('priceKind')}</legend>
        <label className={styles.choice}>
          <input
            type="radio"
            name={`ticket-${row.key}-kind`}
            checked={row.free}
            onChange={() => change({ free: true })}
          />
          {t('free')}
        </label>
        <label className={styles.choice} data-disabled={!canSellPaid && row.free}>
          <input
            type="radio"
            name={`ticket-${row.key}-kind`}
            checked={!row.free}
            disabled={!canSellPaid && row.free}
            onChange={() => change({ free: false })}
          />
          {t('paid')}
        </label>
      </fieldset>
      {!canSellPaid && row.free ? <p className={styles.hint}>{t('paidNeedsPayout')}</p> : null}
      {row.free ? (
        <p className={styles.hint}>{t('freeNote')}</p>
      ) : (
        <div className="field">
          <label htmlFor={id('price')}>{t('price')}</label>
          <LiraInput
            id={id('price')}
            min={1}
            max={PRICE_MAX}
            value={row.price}
            onChange={(price) => change({ price }, id('price'))}
            {...errors.invalid(id('price'), `${id('price')}-fan`)}
          />
          {row.price ? (
            <p className={`${styles.hint} ${styles.money}`} id={`${id('price')}-fan`}>
              {t('fanPays', {
                total: formatMoney(row.price + fee, locale),
                fee: formatMoney(fee, locale),
                price: formatMoney(row.price, locale),
              })}
            </p>
          ) : null}
          <FieldError errors={errors} id={id('price')} />
        </div>
      )}
      <div className={styles.row}>
        {number('quantity', 100_000)}
        {number('perOrderLimit', 20)}
      </div>
      <div className={styles.row}>
        {moment('saleStartsAt', 'saleStartsHint')}
        {moment('saleEndsAt', 'saleEndsHint')}
      </div>
      {row.id ? (
        <p className={styles.money}>
          {row.refunded
            ? t('countsRefunded', { sold: row.sold, held: row.held, refunded: row.refunded })
            : t('counts', { sold: row.sold, held: row.held })}
        </p>
      ) : null}
      {row.paused ? <p className={styles.hint}>{t('pausedHint')}</p> : null}
      <div className={styles.typeActions}>
        <button
          type="button"
          className="button secondary small"
          aria-pressed={row.paused}
          onClick={() => change({ paused: !row.paused })}
        >
          {t(row.paused ? 'resume' : 'pause')}
        </button>
        <button
          type="button"
          className="button secondary small"
          disabled={taken}
          aria-describedby={taken ? id('remove-hint') : undefined}
          onClick={remove}
        >
          {t('remove')}
        </button>
        {taken ? (
          <p className={styles.hint} id={id('remove-hint')}>
            {t('removeLocked')}
          </p>
        ) : null}
      </div>
    </li>
  )
}
