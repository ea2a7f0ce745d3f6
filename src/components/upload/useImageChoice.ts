'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '@/lib/limits'

/** Why a chosen file will be refused before it is sent (the server checks again, by its bytes). */
type ImageProblem = 'type' | 'tooLarge'

export type ImageChoice = {
  file: File | null
  /** An object URL of the chosen file, for the preview; revoked when replaced or unmounted. */
  preview: string | null
  problem: ImageProblem | null
  choose: (file: File | null) => void
}

export const problemOf = (file: File): ImageProblem | null =>
  !(IMAGE_TYPES as readonly string[]).includes(file.type)
    ? 'type'
    : file.size > MAX_IMAGE_BYTES
      ? 'tooLarge'
      : null

/** A picture chosen but not yet sent: the file, its preview and what is wrong with it. */
export function useImageChoice(): ImageChoice {
  const [chosen, setChosen] = useState<{ file: File; preview: string } | null>(null)
  const url = useRef<string | null>(null)
  useEffect(
    () => () => {
      if (url.current) URL.revokeObjectURL(url.current)
    },
    [],
  )
  const choose = useCallback((file: File | null) => {
    if (url.current) URL.revokeObjectURL(url.current)
    url.current = file ? URL.createObjectURL(file) : null
    setChosen(file && url.current ? { file, preview: url.current } : null)
  }, [])
  return {
    file: chosen?.file ?? null,
    preview: chosen?.preview ?? null,
    problem: chosen ? problemOf(chosen.file) : null,
    choose,
  }
}
