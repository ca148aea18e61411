import { useFormik } from 'formik';
import { useId, useRef, useState, type ReactNode } from 'react';
import type { Organisation, OrganisationForm } from 'shared-contracts';
import {
  AddressFields,
  applyServerErrors,
  Button,
  fieldError,
  ImageUpload,
  Screen,
  TextField,
  useFocusFirstInvalid,
  useNotify,
  useTexts,
} from 'web-kit';
import type { Answer } from '../../../shared/answer';
import { teamsTexts } from '../../../shared/messages';
import { Refusal, refusalOf } from '../../../shared/refusal';
import {
  organisationBodyOf,
  organisationFormPath,
  organisationValuesOf,
  validateOrganisation,
  type OrganisationValues,
} from '../utils/organisation-values';
import { BrandColourField } from './brand-colour-field';
import styles from './organisation-form.module.css';

export interface OrganisationFormScreenProps {
  title: string;
  onBack?: () => void;
  /** The organisation being edited; none for a new one. */
  organisation?: Organisation;
  /** Above the form: why to make one, on the create screen. */
  intro?: ReactNode;
  submitLabel: string;
  busyLabel: string;
  failed: string;
  save: (body: OrganisationForm) => Promise<Answer<Organisation>>;
  /** After the toast; a new organisation needs nothing more (the console takes the screen's place). */
  onSaved?: () => void;
}

/**
 * The organisation's details, one form for creating and editing: name, logo (uploaded as the
 * card's company logo is), brand colour, website, GSTIN and the office address (the app's shared
 * address fields, its place from the pincode). Checked with the API's own schema; the server's
 * field messages go onto the fields, any other refusal under the form.
 */
export function OrganisationFormScreen({
  title,
  onBack,
  organisation,
  intro,
  submitLabel,
  busyLabel,
  failed,
  save,
  onSaved,
}: OrganisationFormScreenProps) {
  const t = useTexts(teamsTexts);
  const notify = useNotify();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [refusal, setRefusal] = useState<unknown>(null);

  const form = useFormik<OrganisationValues>({
    initialValues: organisationValuesOf(organisation),
    validate: validateOrganisation,
    onSubmit: async (values, helpers) => {
      setRefusal(null);
      try {
        const answer = await save(organisationBodyOf(values));
        notify.success(answer.message ?? submitLabel);
        onSaved?.();
      } catch (error) {
        setRefusal(error);
        applyServerErrors(error, helpers, organisationFormPath);
      }
    },
  });
  useFocusFirstInvalid(formRef, form);
  const refused = refusalOf(refusal, failed);

  const field = (name: keyof OrganisationValues) => ({
    ...form.getFieldProps(name),
    error: fieldError(form, name),
  });

  return (
    <Screen
      title={title}
      onBack={onBack}
      footer={
        <Button type="submit" form={formId} busy={form.isSubmitting} busyLabel={busyLabel}>
          {submitLabel}
        </Button>
      }
    >
      {intro}
      <form
        ref={formRef}
        id={formId}
        className={styles.form}
        onSubmit={form.handleSubmit}
        noValidate
      >
        <TextField label={t.name} autoComplete="organization" {...field('name')} />
        <ImageUpload
          label={t.logo}
          kind="logo"
          value={form.values.logo}
          onChange={(logo) => void form.setFieldValue('logo', logo)}
          error={fieldError(form, 'logo')}
        />
        <BrandColourField form={form} />
        <TextField
          label={t.website}
          type="url"
          inputMode="url"
          autoComplete="url"
          {...field('website')}
        />
        <TextField
          label={t.gstin}
          hint={t.gstinHint}
          autoCapitalize="characters"
          spellCheck="false"
          {...field('gstin')}
        />
        <fieldset className={styles.office}>
          <legend className={styles.legend}>{t.officeAddress}</legend>
          <AddressFields form={form} landmark country={false} />
        </fieldset>
        {refused && <Refusal message={refused} />}
      </form>
    </Screen>
  );
}
