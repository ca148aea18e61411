import type { FormikProps } from 'formik';
import { fieldError, TextField, useTexts } from 'web-kit';
import { teamsTexts } from '../../../shared/messages';
import type { OrganisationValues } from '../utils/organisation-values';
import styles from './organisation-form.module.css';

const COLOUR = /^#[0-9a-f]{6}$/i;
/** What the picker starts at while the field holds no colour yet: the app's own indigo. */
const PICKER_START = '#4f46e5';

/**
 * The brand colour typed as `#4F46E5` (what people paste from a style guide), with the browser's
 * colour picker beside it for those who would rather choose one.
 */
export function BrandColourField({ form }: { form: FormikProps<OrganisationValues> }) {
  const t = useTexts(teamsTexts);
  const typed = form.values.brandColour.trim();
  return (
    <TextField
      label={t.brandColour}
      hint={t.brandColourHint}
      placeholder="#4F46E5"
      autoCapitalize="characters"
      spellCheck="false"
      {...form.getFieldProps<string>('brandColour')}
      error={fieldError(form, 'brandColour')}
      trailing={
        <input
          type="color"
          className={styles.picker}
          aria-label={t.pickColour}
          value={COLOUR.test(typed) ? typed.toLowerCase() : PICKER_START}
          onChange={(event) =>
            void form.setFieldValue('brandColour', event.target.value.toUpperCase())
          }
        />
      }
    />
  );
}
