import 'server-only'

import type { JobsConfig } from 'payload'

import { hasRole } from '../../../../access/hasRole'
import { importCalendarsTask, importCalendarTask } from './calendarTasks'
import { exportMyDataTask } from './exportMyDataTask'
import { mailContractTask } from './mailContractTask'
import { mailDoorInviteTask } from './mailDoorInviteTask'
import { mailResetLinkTask } from './mailResetLinkTask'
import { mailTicketOrderTask } from './mailTicketOrderTask'
import { alertTicketsOnSaleTask } from './alertTicketsOnSaleTask'
import { notifyFollowersTask } from './notifyFollowersTask'
import { paymentClockTask, reconcilePaymentsTask } from './paymentTasks'
import { sendEmailTask } from './sendEmailTask'
import { sendNoticesTask } from './sendNoticesTask'
import {
  notifyShowCancelledTask,
  remindShowsTask,
  sendDigestBatchTask,
  sendWeeklyDigestTask,
} from './showNoticeTasks'
import { sweepMarketStatesTask } from './sweepMarketStatesTask'
import { refundCancelledShowTask, tellShowMovedTask } from './ticketRefundTasks'

/** `JOBS_AUTORUN=off` (or the older `SAHNE_JOBS_AUTORUN=off`): this process leaves jobs to `npm run worker`. */
const autoRunOff = () => (process.env.JOBS_AUTORUN ?? process.env.SAHNE_JOBS_AUTORUN) === 'off'

/**
 * Seconds between the queue's rounds: 5, or `JOBS_AUTORUN_SECONDS` (1 to 59). The browser tests
 * run it every second (scripts/e2e.ts): a test that waits for a mail or a notice waits for the
 * same job, run by the same runner, sooner.
 */
function autoRunSeconds(): number {
  const seconds = Number(process.env.JOBS_AUTORUN_SECONDS)
  return Number.isInteger(seconds) && seconds >= 1 && seconds <= 59 ? seconds : 5
}

const adminOnly = ({ req }: { req: { user?: unknown } }) =>
  hasRole(req.user as Parameters<typeof hasRole>[0], 'admin')

/**
 * The jobs queue. The app's server runs it every 5 seconds (`autoRun`, see `autoRunSeconds`, started by the first
 * `appPayload()` of the process), which also queues the scheduled tasks when they are due; tests
 * and scripts run it at once with `payload.jobs.run()`.
 * Only admins may queue or run jobs over Payload's REST API: the site queues through the Local API.
 */
export const jobsConfig: JobsConfig = {
  tasks: [
    sendEmailTask,
    sweepMarketStatesTask,
    notifyFollowersTask,
    remindShowsTask,
    sendWeeklyDigestTask,
    sendDigestBatchTask,
    notifyShowCancelledTask,
    mailResetLinkTask,
    sendNoticesTask,
    paymentClockTask,
    reconcilePaymentsTask,
    importCalendarTask,
    importCalendarsTask,
    exportMyDataTask,
    mailContractTask,
    mailTicketOrderTask,
    alertTicketsOnSaleTask,
    refundCancelledShowTask,
    tellShowMovedTask,
    mailDoorInviteTask,
  ],
  // Read when Payload starts: switched off, no runner is started, so it neither runs nor schedules.
  autoRun: () =>
    autoRunOff() ? [] : [{ cron: `*/${autoRunSeconds()} * * * * *`, queue: 'default', limit: 20 }],
  shouldAutoRun: () => !autoRunOff(),
  access: { queue: adminOnly, run: adminOnly, cancel: adminOnly },
  deleteJobOnComplete: true,
}
