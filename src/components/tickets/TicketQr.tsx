import { useTranslations } from 'next-intl'

import styles from './MyTickets.module.css'

/** How many of a code's last characters are written under its QR code, for the door's search. */
const CODE_END = 6

const svgSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`

type Props = { code: string; qr: string; large?: boolean }

/**
 * A ticket's QR code (drawn by the server as SVG) with its code's last characters under it; large
 * on the ticket's own page, to be read off a phone's screen at the door.
 */
export function TicketQr({ code, qr, large = false }: Props) {
  const t = useTranslations('MyTickets')
  const end = code.slice(-CODE_END)
  const size = large ? 320 : 220
  return (
    <figure className={styles.qr} data-size={large ? 'large' : undefined}>
      {/* The SVG is drawn by the server; an <img> keeps it inert. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src={svgSource(qr)} alt={t('qrAlt', { code: end })} width={size} height={size} />
      <figcaption>
        <span className="visually-hidden">{t('codeEnd', { end })}</span>
        <code aria-hidden="true">…{end}</code>
      </figcaption>
    </figure>
  )
}
