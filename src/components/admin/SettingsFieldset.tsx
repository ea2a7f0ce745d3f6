import { useTranslations } from 'next-intl'

import { FieldError } from '@/components/forms/FieldError'
import type { ServerError } from '@/components/forms/useServerError'
import { BLOG_CATEGORIES } from '@/lib/categories'

import styles from './PostForm.module.css'
import type { PostFormValues } from './postFormValues'
import { POST_LIMITS } from '@/lib/limits'

type Props = {
  values: PostFormValues
  onChange: <K extends keyof PostFormValues>(field: K, value: PostFormValues[K]) => void
  errors: ServerError
}

/** Category, cover image URL, status and featured flag, shared by both languages. */
export function SettingsFieldset({ values, onChange, errors }: Props) {
  const t = useTranslations('AdminBlog')
  const label = useTranslations('BlogCategories')
  const required = <span className={styles.required}>({t('required')})</span>
  return (
    <fieldset className={styles.group}>
      <legend>{t('settings')}</legend>
      <div className={styles.settingsGrid}>
        <div className="field">
          <label htmlFor="category">
            {t('category')} {required}
          </label>
          <select
            id="category"
            name="category"
            aria-required="true"
            value={values.category}
            onChange={(event) =>
              onChange('category', event.target.value as PostFormValues['category'])
            }
            {...errors.invalid('category')}
          >
            <option value="">{t('chooseCategory')}</option>
            {BLOG_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {label(category)}
              </option>
            ))}
          </select>
          <FieldError errors={errors} id="category" />
        </div>
        <div className="field">
          <label htmlFor="status">
            {t('status')} {required}
          </label>
          <select
            id="status"
            name="status"
            aria-required="true"
            value={values.status}
            onChange={(event) => onChange('status', event.target.value as PostFormValues['status'])}
            {...errors.invalid('status')}
          >
            <option value="draft">{t('statusDraft')}</option>
            <option value="published">{t('statusPublished')}</option>
          </select>
          <FieldError errors={errors} id="status" />
        </div>
        <div className={`field ${styles.wide}`}>
          <label htmlFor="imageUrl">{t('imageUrl')}</label>
          <input
            id="imageUrl"
            name="imageUrl"
            type="url"
            inputMode="url"
            placeholder="https://"
            maxLength={POST_LIMITS.imageUrl}
            value={values.imageUrl}
            onChange={(event) => onChange('imageUrl', event.target.value)}
            {...errors.invalid('imageUrl')}
          />
          <FieldError errors={errors} id="imageUrl" />
        </div>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            name="isFeatured"
            checked={values.isFeatured}
            onChange={(event) => onChange('isFeatured', event.target.checked)}
          />
          {t('featured')}
        </label>
      </div>
    </fieldset>
  )
}
