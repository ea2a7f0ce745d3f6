'use client'

import { useTranslations } from 'next-intl'
import { Fragment } from 'react'

import { FieldError } from '@/components/forms/FieldError'
import type { ServerError } from '@/components/forms/useServerError'

import { ACT_TYPES } from '@/lib/market/actTypes'
import { GENRES } from '@/lib/market/genres'

import styles from './ProfileEditor.module.css'
import { LINKS_BY_KIND, type EditableProfile } from './profileForm'
import { PROFILE_LIMITS } from '@/lib/limits'
import { CitySelect } from '@/components/forms/CitySelect.client'

/** The editor's inputs for an artist or a venue profile, filled with the saved values. */
export function ProfileFields({
  profile,
  errors,
}: {
  profile: EditableProfile
  errors: ServerError
}) {
  const t = useTranslations('ProfileEditor')
  const market = useTranslations('Market')
  const links = useTranslations('Artists.linkNames')
  const artist = profile.kind === 'artist'
  // Each input's id is `profile-` and its API field, where a server error about it is shown.
  const field = (name: string) => ({ id: `profile-${name}`, ...errors.invalid(`profile-${name}`) })
  const error = (name: string) => <FieldError errors={errors} id={`profile-${name}`} />
  const area = (name: 'bio_tr' | 'bio_en' | 'description_tr' | 'description_en', label: string) => (
    <>
      <label>
        {label}
        <textarea
          name={name}
          rows={5}
          maxLength={PROFILE_LIMITS.text}
          defaultValue={profile[name] ?? ''}
          {...field(name)}
        />
      </label>
      {error(name)}
    </>
  )
  return (
    <>
      <label>
        {artist ? t('stageName') : t('venueName')}
        <input
          name="name"
          required
          maxLength={PROFILE_LIMITS.name}
          defaultValue={profile.name}
          {...field('name')}
        />
      </label>
      {error('name')}
      <label>
        {t('city')}
        <CitySelect
          name="city"
          required
          defaultValue={profile.city ?? ''}
          {...field('city')}
          empty={t('chooseCity')}
        />
      </label>
      {error('city')}
      <fieldset className={styles.genres}>
        <legend>{t('genres')}</legend>
        {GENRES.map((genre) => (
          <label key={genre}>
            <input
              type="checkbox"
              name="genres"
              value={genre}
              defaultChecked={profile.genres.includes(genre)}
            />
            {market(`genres.${genre}`)}
          </label>
        ))}
      </fieldset>
      {artist ? (
        <>
          <label>
            {t('actType')}
            <select name="actType" defaultValue={profile.actType ?? ''} {...field('actType')}>
              <option value="">{t('chooseActType')}</option>
              {ACT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {market(`actTypes.${type}`)}
                </option>
              ))}
            </select>
          </label>
          {error('actType')}
        </>
      ) : (
        <>
          <label>
            {t('address')}
            <input
              name="address"
              maxLength={PROFILE_LIMITS.address}
              defaultValue={profile.address ?? ''}
              {...field('address')}
            />
          </label>
          {error('address')}
          <label>
            {t('capacity')}
            <input
              name="capacity"
              type="number"
              min={1}
              max={PROFILE_LIMITS.capacity}
              defaultValue={profile.capacity ?? ''}
              {...field('capacity')}
            />
          </label>
          {error('capacity')}
        </>
      )}
      {artist ? area('bio_tr', t('bioTr')) : area('description_tr', t('descriptionTr'))}
      {artist ? area('bio_en', t('bioEn')) : area('description_en', t('descriptionEn'))}
      <fieldset>
        <legend>{t('links')}</legend>
        {LINKS_BY_KIND[profile.kind].map((kind) => (
          <Fragment key={kind}>
            <label>
              {links(kind)}
              <input
                name={`links.${kind}`}
                type="url"
                placeholder="https://"
                defaultValue={profile.links[kind] ?? ''}
                {...field(`links.${kind}`)}
              />
            </label>
            {error(`links.${kind}`)}
          </Fragment>
        ))}
      </fieldset>
    </>
  )
}
