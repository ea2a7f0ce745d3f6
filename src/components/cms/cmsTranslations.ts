import type { NestedKeysStripped } from '@payloadcms/translations'
import type { enTranslations } from '@payloadcms/translations/languages/en'

/** The admin panel's own words (namespace `sahne`), merged into Payload's i18n in TR and EN. */
export const cmsTranslations = {
  tr: {
    sahne: {
      dashboardTitle: 'Nereden başlamalı?',
      dashboardIntro: 'Editörlerin günlük işleri tek tıkla:',
      writePost: 'Yeni bir yazı yaz',
      writePostHint: 'Türkçe ve İngilizce içeriği üstteki dil seçiciyle yan yana düzenleyin.',
      moderateComments: 'Bekleyen yorumları denetle',
      pendingComments: 'Onay bekleyen yorum: {{count}}',
      handleMessages: 'İletişim mesajlarını yanıtla',
      unhandledMessages: 'Yanıtlanmamış mesaj: {{count}}',
      exportSubscribers: 'Aboneleri CSV olarak dışa aktar',
      exportHint: 'Abone listesinde ⋯ menüsünden "Aboneler dışa aktar"ı seçin.',
      moderation: 'Denetim',
      approve: 'Onayla',
      reject: 'Reddet',
      statusUpdated: 'Yorum durumu güncellendi.',
      statusUpdateFailed: 'Durum güncellenemedi. Lütfen tekrar deneyin.',
      decisionTitle: 'Tutulan ödeme hakkında karar',
      decisionIntro:
        'Organizatör bir sorun bildirdi. Kararınız ve notunuz iki tarafa da gösterilir.',
      decisionAction: 'Karar',
      decisionRelease: 'Tamamını sanatçıya öde',
      decisionRefund: 'Tamamını organizatöre iade et',
      decisionSplit: 'Paylaştır',
      decisionLira: 'Sanatçıya kalan (tam TL)',
      decisionNote: 'Not (iki taraf da okur)',
      decisionSubmit: 'Kararı uygula',
      decisionDone: 'Karar uygulandı.',
      decisionFailed: 'Karar uygulanamadı:',
    },
  },
  en: {
    sahne: {
      dashboardTitle: 'Where to start',
      dashboardIntro: "An editor's daily jobs, one click away:",
      writePost: 'Write a new post',
      writePostHint: 'Edit the Turkish and English content side by side with the locale switcher.',
      moderateComments: 'Moderate pending comments',
      pendingComments: 'Comments waiting for approval: {{count}}',
      handleMessages: 'Handle contact messages',
      unhandledMessages: 'Unhandled messages: {{count}}',
      exportSubscribers: 'Export subscribers as CSV',
      exportHint: 'In the subscriber list, choose "Export Subscribers" in the ⋯ menu.',
      moderation: 'Moderation',
      approve: 'Approve',
      reject: 'Reject',
      statusUpdated: 'Comment status updated.',
      statusUpdateFailed: 'Could not update the status. Please try again.',
      decisionTitle: 'Decide the held payment',
      decisionIntro:
        'The organizer reported a problem. Your decision and note are shown to both parties.',
      decisionAction: 'Decision',
      decisionRelease: 'Pay it all to the artist',
      decisionRefund: 'Refund it all to the organizer',
      decisionSplit: 'Split',
      decisionLira: 'Kept for the artist (whole lira)',
      decisionNote: 'Note (both parties read it)',
      decisionSubmit: 'Carry out the decision',
      decisionDone: 'Decision carried out.',
      decisionFailed: 'The decision could not be carried out:',
    },
  },
}

export type CmsTranslationsObject = typeof cmsTranslations.en & typeof enTranslations
export type CmsTranslationsKeys = NestedKeysStripped<CmsTranslationsObject>
