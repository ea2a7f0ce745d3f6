import * as migration_20261121_150241_initial from './20261121_150241_initial'
import * as migration_20261121_161755_post_search_text from './20261121_161755_post_search_text'
import * as migration_20261121_172647_cms_panel from './20261121_172647_cms_panel'
import * as migration_20261123_044710_email_jobs from './20261123_044710_email_jobs'
import * as migration_20261123_044924_marketplace_profiles from './20261123_044924_marketplace_profiles'
import * as migration_20261123_045836_no_lockout_rate_limits from './20261123_045836_no_lockout_rate_limits'
import * as migration_20261123_050148_search_index from './20261123_050148_search_index'
import * as migration_20261123_050232_market_applications from './20261123_050232_market_applications'
import * as migration_20261123_050725_email_optin_locale from './20261123_050725_email_optin_locale'
import * as migration_20261123_061323_reconcile_snapshots from './20261123_061323_reconcile_snapshots'
import * as migration_20261123_090000_post_counts from './20261123_090000_post_counts'
import * as migration_20261123_164613_market_sweep_schedule from './20261123_164613_market_sweep_schedule'
import * as migration_20261124_053258_notify_followers_task from './20261124_053258_notify_followers_task'
import * as migration_20261124_072429_press_kit_reviews from './20261124_072429_press_kit_reviews'
import * as migration_20261124_072714_mail_reset_link_task from './20261124_072714_mail_reset_link_task'
import * as migration_20261124_072922_booking_terms_and_expiry from './20261124_072922_booking_terms_and_expiry'
import * as migration_20261124_073140_fans_and_shows from './20261124_073140_fans_and_shows'
import * as migration_20261124_073838_upload_storage_fields from './20261124_073838_upload_storage_fields'
import * as migration_20261124_081540_email_events from './20261124_081540_email_events'
import * as migration_20261124_101307_gig_photo from './20261124_101307_gig_photo'
import * as migration_20261124_101416_account_deletion from './20261124_101416_account_deletion'
import * as migration_20261124_140716_review_notices from './20261124_140716_review_notices'
import * as migration_20261126_214030_agreed_fee_and_gig_moved from './20261126_214030_agreed_fee_and_gig_moved'
import * as migration_20261126_215259_booking_cancelled_for from './20261126_215259_booking_cancelled_for'
import * as migration_20261126_230058_payments from './20261126_230058_payments'
import * as migration_20261127_010106_booking_cancelled_unpaid from './20261127_010106_booking_cancelled_unpaid'
import * as migration_20261127_010350_payment_held_notice from './20261127_010350_payment_held_notice'
import * as migration_20261127_014712_availability_blocks from './20261127_014712_availability_blocks'
import * as migration_20261127_045305_external_calendars from './20261127_045305_external_calendars'
import * as migration_20261127_052915_digest_batches from './20261127_052915_digest_batches'
import * as migration_20261127_072210_terms_change_request from './20261127_072210_terms_change_request'
import * as migration_20261127_073000_free_day_index from './20261127_073000_free_day_index'
import * as migration_20261127_110000_idempotency_keys from './20261127_110000_idempotency_keys'
import * as migration_20261127_140000_idempotency_result from './20261127_140000_idempotency_result'
import * as migration_20261127_141500_artist_busy_days from './20261127_141500_artist_busy_days'
import * as migration_20261127_143000_sent_mails from './20261127_143000_sent_mails'
import * as migration_20261128_163000_checkout_attempts from './20261128_163000_checkout_attempts'
import * as migration_20261128_180000_worker_leases from './20261128_180000_worker_leases'
import * as migration_20261128_214730_decline_code from './20261128_214730_decline_code'
import * as migration_20261129_003842_terms_doors from './20261129_003842_terms_doors'
import * as migration_20261129_010000_money_in_kurus from './20261129_010000_money_in_kurus'
import * as migration_20261129_040000_consent_records from './20261129_040000_consent_records'
import * as migration_20261129_050000_data_requests_and_exports from './20261129_050000_data_requests_and_exports'
import * as migration_20261129_060000_payee_types_withholding from './20261129_060000_payee_types_withholding'
import * as migration_20261129_082410_contract_acceptances from './20261129_082410_contract_acceptances'
import * as migration_20261129_115122_tickets from './20261129_115122_tickets'
import * as migration_20261129_152708_ticket_order_payments from './20261129_152708_ticket_order_payments'
import * as migration_20261129_184922_ticket_code_nonce from './20261129_184922_ticket_code_nonce'
import * as migration_20261129_191320_ticket_order_mail from './20261129_191320_ticket_order_mail'
import * as migration_20261129_200620_contract_acceptance_orders from './20261129_200620_contract_acceptance_orders'
import * as migration_20261129_220425_ticket_door_fields from './20261129_220425_ticket_door_fields'
import * as migration_20261129_220615_ticket_door_staff from './20261129_220615_ticket_door_staff'
import * as migration_20261129_220839_ticket_refund_windows from './20261129_220839_ticket_refund_windows'
import * as migration_20261129_220913_ticket_transfers from './20261129_220913_ticket_transfers'
import * as migration_20261129_221309_ticket_door_invite_mail from './20261129_221309_ticket_door_invite_mail'
import * as migration_20261129_224044_ticket_on_sale_alerts from './20261129_224044_ticket_on_sale_alerts'
import * as migration_20261129_230941_ticket_branches_merged from './20261129_230941_ticket_branches_merged'
import * as migration_20261129_232228_door_branch_merged from './20261129_232228_door_branch_merged'
import * as migration_20261130_015329_tix_venue_refund_notice from './20261130_015329_tix_venue_refund_notice'
import * as migration_20261130_043742_tix_given_refund_notice from './20261130_043742_tix_given_refund_notice'
import * as migration_20261130_050602_tix_kept_after_deletion from './20261130_050602_tix_kept_after_deletion'
import * as migration_20261130_051800_scale_read_indexes from './20261130_051800_scale_read_indexes'
import * as migration_20261130_052200_scale_show_count_indexes from './20261130_052200_scale_show_count_indexes'
import * as migration_20261130_081000_scale2_name_search_trgm from './20261130_081000_scale2_name_search_trgm'
import * as migration_20261130_082600_scale2_show_city_index from './20261130_082600_scale2_show_city_index'
import * as migration_20261130_115823_poolwait_no_reset_reservation from './20261130_115823_poolwait_no_reset_reservation'
import * as migration_20261130_143500_scale3_genre_keys from './20261130_143500_scale3_genre_keys'
import * as migration_20261130_181500_scale4_open_gig_indexes from './20261130_181500_scale4_open_gig_indexes'
import * as migration_20261130_183000_scale4_name_pairs from './20261130_183000_scale4_name_pairs'
import * as migration_20261201_070000_scale5_gig_open_genres from './20261201_070000_scale5_gig_open_genres'

export const migrations = [
  {
    up: migration_20261121_150241_initial.up,
    down: migration_20261121_150241_initial.down,
    name: '20261121_150241_initial',
  },
  {
    up: migration_20261121_161755_post_search_text.up,
    down: migration_20261121_161755_post_search_text.down,
    name: '20261121_161755_post_search_text',
  },
  {
    up: migration_20261121_172647_cms_panel.up,
    down: migration_20261121_172647_cms_panel.down,
    name: '20261121_172647_cms_panel',
  },
  {
    up: migration_20261123_044710_email_jobs.up,
    down: migration_20261123_044710_email_jobs.down,
    name: '20261123_044710_email_jobs',
  },
  {
    up: migration_20261123_044924_marketplace_profiles.up,
    down: migration_20261123_044924_marketplace_profiles.down,
    name: '20261123_044924_marketplace_profiles',
  },
  {
    up: migration_20261123_045836_no_lockout_rate_limits.up,
    down: migration_20261123_045836_no_lockout_rate_limits.down,
    name: '20261123_045836_no_lockout_rate_limits',
  },
  {
    up: migration_20261123_050148_search_index.up,
    down: migration_20261123_050148_search_index.down,
    name: '20261123_050148_search_index',
  },
  {
    up: migration_20261123_050232_market_applications.up,
    down: migration_20261123_050232_market_applications.down,
    name: '20261123_050232_market_applications',
  },
  {
    up: migration_20261123_050725_email_optin_locale.up,
    down: migration_20261123_050725_email_optin_locale.down,
    name: '20261123_050725_email_optin_locale',
  },
  {
    up: migration_20261123_061323_reconcile_snapshots.up,
    down: migration_20261123_061323_reconcile_snapshots.down,
    name: '20261123_061323_reconcile_snapshots',
  },
  {
    up: migration_20261123_090000_post_counts.up,
    down: migration_20261123_090000_post_counts.down,
    name: '20261123_090000_post_counts',
  },
  {
    up: migration_20261123_164613_market_sweep_schedule.up,
    down: migration_20261123_164613_market_sweep_schedule.down,
    name: '20261123_164613_market_sweep_schedule',
  },
  {
    up: migration_20261124_053258_notify_followers_task.up,
    down: migration_20261124_053258_notify_followers_task.down,
    name: '20261124_053258_notify_followers_task',
  },
  {
    up: migration_20261124_072429_press_kit_reviews.up,
    down: migration_20261124_072429_press_kit_reviews.down,
    name: '20261124_072429_press_kit_reviews',
  },
  {
    up: migration_20261124_072714_mail_reset_link_task.up,
    down: migration_20261124_072714_mail_reset_link_task.down,
    name: '20261124_072714_mail_reset_link_task',
  },
  {
    up: migration_20261124_072922_booking_terms_and_expiry.up,
    down: migration_20261124_072922_booking_terms_and_expiry.down,
    name: '20261124_072922_booking_terms_and_expiry',
  },
  {
    up: migration_20261124_073140_fans_and_shows.up,
    down: migration_20261124_073140_fans_and_shows.down,
    name: '20261124_073140_fans_and_shows',
  },
  {
    up: migration_20261124_073838_upload_storage_fields.up,
    down: migration_20261124_073838_upload_storage_fields.down,
    name: '20261124_073838_upload_storage_fields',
  },
  {
    up: migration_20261124_081540_email_events.up,
    down: migration_20261124_081540_email_events.down,
    name: '20261124_081540_email_events',
  },
  {
    up: migration_20261124_101307_gig_photo.up,
    down: migration_20261124_101307_gig_photo.down,
    name: '20261124_101307_gig_photo',
  },
  {
    up: migration_20261124_101416_account_deletion.up,
    down: migration_20261124_101416_account_deletion.down,
    name: '20261124_101416_account_deletion',
  },
  {
    up: migration_20261124_140716_review_notices.up,
    down: migration_20261124_140716_review_notices.down,
    name: '20261124_140716_review_notices',
  },
  {
    up: migration_20261126_214030_agreed_fee_and_gig_moved.up,
    down: migration_20261126_214030_agreed_fee_and_gig_moved.down,
    name: '20261126_214030_agreed_fee_and_gig_moved',
  },
  {
    up: migration_20261126_215259_booking_cancelled_for.up,
    down: migration_20261126_215259_booking_cancelled_for.down,
    name: '20261126_215259_booking_cancelled_for',
  },
  {
    up: migration_20261126_230058_payments.up,
    down: migration_20261126_230058_payments.down,
    name: '20261126_230058_payments',
  },
  {
    up: migration_20261127_010106_booking_cancelled_unpaid.up,
    down: migration_20261127_010106_booking_cancelled_unpaid.down,
    name: '20261127_010106_booking_cancelled_unpaid',
  },
  {
    up: migration_20261127_010350_payment_held_notice.up,
    down: migration_20261127_010350_payment_held_notice.down,
    name: '20261127_010350_payment_held_notice',
  },
  {
    up: migration_20261127_014712_availability_blocks.up,
    down: migration_20261127_014712_availability_blocks.down,
    name: '20261127_014712_availability_blocks',
  },
  {
    up: migration_20261127_045305_external_calendars.up,
    down: migration_20261127_045305_external_calendars.down,
    name: '20261127_045305_external_calendars',
  },
  {
    up: migration_20261127_052915_digest_batches.up,
    down: migration_20261127_052915_digest_batches.down,
    name: '20261127_052915_digest_batches',
  },
  {
    up: migration_20261127_072210_terms_change_request.up,
    down: migration_20261127_072210_terms_change_request.down,
    name: '20261127_072210_terms_change_request',
  },
  {
    up: migration_20261127_073000_free_day_index.up,
    down: migration_20261127_073000_free_day_index.down,
    name: '20261127_073000_free_day_index',
  },
  {
    up: migration_20261127_110000_idempotency_keys.up,
    down: migration_20261127_110000_idempotency_keys.down,
    name: '20261127_110000_idempotency_keys',
  },
  {
    up: migration_20261127_140000_idempotency_result.up,
    down: migration_20261127_140000_idempotency_result.down,
    name: '20261127_140000_idempotency_result',
  },
  {
    up: migration_20261127_141500_artist_busy_days.up,
    down: migration_20261127_141500_artist_busy_days.down,
    name: '20261127_141500_artist_busy_days',
  },
  {
    up: migration_20261127_143000_sent_mails.up,
    down: migration_20261127_143000_sent_mails.down,
    name: '20261127_143000_sent_mails',
  },
  {
    up: migration_20261128_163000_checkout_attempts.up,
    down: migration_20261128_163000_checkout_attempts.down,
    name: '20261128_163000_checkout_attempts',
  },
  {
    up: migration_20261128_180000_worker_leases.up,
    down: migration_20261128_180000_worker_leases.down,
    name: '20261128_180000_worker_leases',
  },
  {
    up: migration_20261128_214730_decline_code.up,
    down: migration_20261128_214730_decline_code.down,
    name: '20261128_214730_decline_code',
  },
  {
    up: migration_20261129_003842_terms_doors.up,
    down: migration_20261129_003842_terms_doors.down,
    name: '20261129_003842_terms_doors',
  },
  {
    up: migration_20261129_010000_money_in_kurus.up,
    down: migration_20261129_010000_money_in_kurus.down,
    name: '20261129_010000_money_in_kurus',
  },
  {
    up: migration_20261129_040000_consent_records.up,
    down: migration_20261129_040000_consent_records.down,
    name: '20261129_040000_consent_records',
  },
  {
    up: migration_20261129_050000_data_requests_and_exports.up,
    down: migration_20261129_050000_data_requests_and_exports.down,
    name: '20261129_050000_data_requests_and_exports',
  },
  {
    up: migration_20261129_060000_payee_types_withholding.up,
    down: migration_20261129_060000_payee_types_withholding.down,
    name: '20261129_060000_payee_types_withholding',
  },
  {
    up: migration_20261129_082410_contract_acceptances.up,
    down: migration_20261129_082410_contract_acceptances.down,
    name: '20261129_082410_contract_acceptances',
  },
  {
    up: migration_20261129_115122_tickets.up,
    down: migration_20261129_115122_tickets.down,
    name: '20261129_115122_tickets',
  },
  {
    up: migration_20261129_152708_ticket_order_payments.up,
    down: migration_20261129_152708_ticket_order_payments.down,
    name: '20261129_152708_ticket_order_payments',
  },
  {
    up: migration_20261129_184922_ticket_code_nonce.up,
    down: migration_20261129_184922_ticket_code_nonce.down,
    name: '20261129_184922_ticket_code_nonce',
  },
  {
    up: migration_20261129_191320_ticket_order_mail.up,
    down: migration_20261129_191320_ticket_order_mail.down,
    name: '20261129_191320_ticket_order_mail',
  },
  {
    up: migration_20261129_200620_contract_acceptance_orders.up,
    down: migration_20261129_200620_contract_acceptance_orders.down,
    name: '20261129_200620_contract_acceptance_orders',
  },
  {
    up: migration_20261129_220425_ticket_door_fields.up,
    down: migration_20261129_220425_ticket_door_fields.down,
    name: '20261129_220425_ticket_door_fields',
  },
  {
    up: migration_20261129_220615_ticket_door_staff.up,
    down: migration_20261129_220615_ticket_door_staff.down,
    name: '20261129_220615_ticket_door_staff',
  },
  {
    up: migration_20261129_220839_ticket_refund_windows.up,
    down: migration_20261129_220839_ticket_refund_windows.down,
    name: '20261129_220839_ticket_refund_windows',
  },
  {
    up: migration_20261129_220913_ticket_transfers.up,
    down: migration_20261129_220913_ticket_transfers.down,
    name: '20261129_220913_ticket_transfers',
  },
  {
    up: migration_20261129_221309_ticket_door_invite_mail.up,
    down: migration_20261129_221309_ticket_door_invite_mail.down,
    name: '20261129_221309_ticket_door_invite_mail',
  },
  {
    up: migration_20261129_224044_ticket_on_sale_alerts.up,
    down: migration_20261129_224044_ticket_on_sale_alerts.down,
    name: '20261129_224044_ticket_on_sale_alerts',
  },
  {
    up: migration_20261129_230941_ticket_branches_merged.up,
    down: migration_20261129_230941_ticket_branches_merged.down,
    name: '20261129_230941_ticket_branches_merged',
  },
  {
    up: migration_20261129_232228_door_branch_merged.up,
    down: migration_20261129_232228_door_branch_merged.down,
    name: '20261129_232228_door_branch_merged',
  },
  {
    up: migration_20261130_015329_tix_venue_refund_notice.up,
    down: migration_20261130_015329_tix_venue_refund_notice.down,
    name: '20261130_015329_tix_venue_refund_notice',
  },
  {
    up: migration_20261130_043742_tix_given_refund_notice.up,
    down: migration_20261130_043742_tix_given_refund_notice.down,
    name: '20261130_043742_tix_given_refund_notice',
  },
  {
    up: migration_20261130_050602_tix_kept_after_deletion.up,
    down: migration_20261130_050602_tix_kept_after_deletion.down,
    name: '20261130_050602_tix_kept_after_deletion',
  },
  {
    up: migration_20261130_051800_scale_read_indexes.up,
    down: migration_20261130_051800_scale_read_indexes.down,
    name: '20261130_051800_scale_read_indexes',
  },
  {
    up: migration_20261130_052200_scale_show_count_indexes.up,
    down: migration_20261130_052200_scale_show_count_indexes.down,
    name: '20261130_052200_scale_show_count_indexes',
  },
  {
    up: migration_20261130_081000_scale2_name_search_trgm.up,
    down: migration_20261130_081000_scale2_name_search_trgm.down,
    name: '20261130_081000_scale2_name_search_trgm',
  },
  {
    up: migration_20261130_082600_scale2_show_city_index.up,
    down: migration_20261130_082600_scale2_show_city_index.down,
    name: '20261130_082600_scale2_show_city_index',
  },
  {
    up: migration_20261130_115823_poolwait_no_reset_reservation.up,
    down: migration_20261130_115823_poolwait_no_reset_reservation.down,
    name: '20261130_115823_poolwait_no_reset_reservation',
  },
  {
    up: migration_20261130_143500_scale3_genre_keys.up,
    down: migration_20261130_143500_scale3_genre_keys.down,
    name: '20261130_143500_scale3_genre_keys',
  },
  {
    up: migration_20261130_181500_scale4_open_gig_indexes.up,
    down: migration_20261130_181500_scale4_open_gig_indexes.down,
    name: '20261130_181500_scale4_open_gig_indexes',
  },
  {
    up: migration_20261130_183000_scale4_name_pairs.up,
    down: migration_20261130_183000_scale4_name_pairs.down,
    name: '20261130_183000_scale4_name_pairs',
  },
  {
    up: migration_20261201_070000_scale5_gig_open_genres.up,
    down: migration_20261201_070000_scale5_gig_open_genres.down,
    name: '20261201_070000_scale5_gig_open_genres',
  },
]
