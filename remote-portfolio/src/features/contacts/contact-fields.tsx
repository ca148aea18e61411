import type { FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { contactFormTexts } from 'shared-contracts';
import { fieldError, TextField, useTexts, useTranslate } from 'web-kit';
import type { ContactValues, Offered } from './contact-values';
import styles from './contacts.module.css';
import { TagInput } from './tag-input';

/**
 * The contact form's fields, the same for a new contact and an edited one. `offers` is what a
 * scan found besides each field's value: shown under the field, a tap swaps it in.
 */
export function ContactFields({
  form,
  offers,
}: {
  form: FormikProps<ContactValues>;
  offers?: (field: Offered) => ReactNode;
}) {
  const texts = useTexts(contactFormTexts);
  const translate = useTranslate();
  const field = (name: keyof ContactValues) => ({
    ...form.getFieldProps(name),
    error: fieldError(form, name),
  });
  const tagsError = tagsErrorOf(form);
  return (
    <>
      <TextField label={texts.name} autoComplete="off" autoCapitalize="words" {...field('name')} />
      <TextField
        label={texts.phone}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        {...field('phoneNumber')}
      />
      {offers?.('phoneNumber')}
      <TextField
        label={texts.email}
        type="email"
        inputMode="email"
        autoComplete="off"
        {...field('email')}
      />
      {offers?.('email')}
      <TextField label={texts.company} autoComplete="off" {...field('company')} />
      <TextField label={texts.designation} autoComplete="off" {...field('designation')} />
      <TextField
        label={texts.website}
        type="url"
        inputMode="url"
        autoComplete="off"
        {...field('website')}
      />
      {offers?.('website')}
      <TagInput
        tags={form.values.tags}
        error={tagsError}
        onChange={(tags) => {
          void form.setFieldValue('tags', tags);
          void form.setFieldTouched('tags', true, false);
        }}
      />
      <TextField label={texts.metAt} autoComplete="off" {...field('metAt')} />
      <div className={styles.dates}>
        <TextField label={texts.metOn} type="date" {...field('metOn')} />
        <TextField label={texts.followUpOn} type="date" {...field('followUpOn')} />
      </div>
      <label className={styles.notesField}>
        <span className={styles.fieldLabel}>{texts.notes}</span>
        <textarea
          className={styles.textarea}
          rows={4}
          {...form.getFieldProps('notes')}
          aria-invalid={fieldError(form, 'notes') ? true : undefined}
        />
        {fieldError(form, 'notes') && (
          <span className={styles.fieldError} role="alert">
            {translate(fieldError(form, 'notes')!)}
          </span>
        )}
      </label>
    </>
  );
}

/** The tags' message: the list's own (too many) or the first tag's (too long). */
function tagsErrorOf(form: FormikProps<ContactValues>): string | undefined {
  if (!form.touched.tags) return undefined;
  const error: unknown = form.errors.tags;
  if (typeof error === 'string') return error;
  if (Array.isArray(error)) return error.find((e): e is string => typeof e === 'string');
  return undefined;
}
