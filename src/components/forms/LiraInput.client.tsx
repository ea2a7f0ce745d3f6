'use client'

import { useState, type InputHTMLAttributes } from 'react'

import { kurusToLira, liraToKurus } from '@/lib/money/kurus'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'min' | 'max'> & {
  /** The amount in kuruş; null when the input is empty. */
  value: number | null
  onChange: (kurus: number | null) => void
  /** Bounds in kuruş, as the amount is checked. */
  min?: number
  max?: number
}

/**
 * Money typed in lira with kuruş as decimals (`4500.5`), held as integer kuruş like every amount:
 * a number input whose typing ("4500." on the way to "4500.5") is kept until it loses focus.
 * The panel's money fields and the site's forms share it.
 */
export function LiraInput({ value, onChange, min, max, onBlur, ...input }: Props) {
  const [typing, setTyping] = useState<string | null>(null)
  return (
    <input
      {...input}
      type="number"
      inputMode="decimal"
      step="0.01"
      min={typeof min === 'number' ? kurusToLira(min) : undefined}
      max={typeof max === 'number' ? kurusToLira(max) : undefined}
      value={typing ?? (value === null ? '' : kurusToLira(value))}
      onChange={(event) => {
        // The browser lets only a number through; empty clears the amount.
        const lira = event.target.valueAsNumber
        setTyping(event.target.value)
        onChange(Number.isFinite(lira) ? liraToKurus(lira) : null)
      }}
      onBlur={(event) => {
        setTyping(null)
        onBlur?.(event)
      }}
    />
  )
}
