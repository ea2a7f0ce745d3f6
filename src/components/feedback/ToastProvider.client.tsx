'use client'

import { ToastContainer } from 'react-toastify'

/**
 * The spec's toasts: top-right, closing after 5000 ms (loading toasts stay), Alt+T focuses them.
 * Width 320px, z-index 9999 and max height 800px are react-toastify's defaults (its CSS variables).
 */
export function ToastProvider() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      hotKeys={(event) => event.altKey && event.code === 'KeyT'}
      theme="dark"
      newestOnTop
    />
  )
}
