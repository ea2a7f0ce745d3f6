import 'server-only'

import QRCode from 'qrcode'

/**
 * A ticket's code as a QR code in SVG, drawn on the server: dark on white with the standard quiet
 * zone, error correction M (a phone's cracked screen or glare still reads).
 */
export const ticketQrSvg = (code: string): Promise<string> =>
  QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 })
