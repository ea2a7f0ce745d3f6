import 'server-only'

/*
 * Tickets for shows: the types a show's venue sells, holds that never oversell, orders, and the
 * fan's tickets. Above market (what a show is) and payments (the venue's payout details, and the
 * checkout its paid orders go through, to which `orderSettlement` is the tickets' side); see
 * docs/tickets.md.
 */

export { listTicketTypes } from './types/listTicketTypes'
export { saveTicketTypes } from './types/saveTicketTypes'
export { ticketSales, type TicketSalesView } from './types/ticketSales'
export { ticketTypesSchema } from './types/ticketTypesSchema'
export { claimHold, SHOW_SOLD_OUT } from './orders/claimHold'
export { holdTickets } from './orders/holdTickets'
export { holdSchema } from './orders/holdSchema'
export { findOrder } from './orders/findOrder'
export { releaseOrder } from './orders/releaseOrder'
export { listMyTickets } from './mine/listMyTickets'
export { payOrder } from './orders/payOrder'
export { orderContract } from './orders/orderContract'
export { orderSettlement } from './orders/orderSettlement'
export { orderPayouts } from './payouts/orderPayouts'
export { mailOrderTickets } from './mail/mailOrderTickets'
export type { TicketTypeView } from './types/ticketTypeView'
export type { OrderView } from './orders/orderView'
export type { MyTicket } from './mine/listMyTickets'
export { transferTicket } from './transfers/transferTicket'
export { claimTransfer } from './transfers/claimTransfer'
export { cancelTransfer } from './transfers/cancelTransfer'
export { transferSchema, claimSchema } from './transfers/transferSchema'
export { alertOnSale } from './alerts/alertOnSale'
export { myTicketPdf, myTicketsPdf } from './mine/myTicketsPdf'
export { findMyTicket, type MyTicketPage } from './mine/findMyTicket'
export { refundCancelledShows } from './refunds/refundCancelledShows'
export { refundTicket } from './refunds/refundTicket'
export { openRefundWindows } from './refunds/refundWindows'
export { tellShowMoved } from './refunds/tellShowMoved'
export { ticketBuyersOf } from './refunds/ticketBuyersOf'
export { refundSchema } from './refunds/refundSchema'
export { doorView, type DoorView } from './door/doorCounts'
export { scanTicket, scanSchema } from './door/scanTicket'
export { searchDoorTickets, type DoorSearchHit } from './door/searchDoorTickets'
export {
  doorStaffSchema,
  inviteDoorStaff,
  listDoorStaff,
  removeDoorStaff,
  type DoorStaffView,
} from './door/doorStaff'
export { mailDoorInvite } from './door/mailDoorInvite'
export { claimDoorInvite, doorInviteClaimSchema } from './door/doorInvite'
