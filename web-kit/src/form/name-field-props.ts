import type { FormikProps } from 'formik';
import type { ChangeEvent } from 'react';
import { nameCharactersOnly } from 'shared-contracts';

/**
 * The props of a person's name input, by Formik path: what is typed or pasted keeps only what a
 * name may hold (shared-contracts' person-name rule, the same one the schemas check), and phones
 * offer the person's name and capitals.
 */
export function nameFieldProps<T>(form: FormikProps<T>, name: string) {
  return {
    ...form.getFieldProps<string>(name),
    autoComplete: 'name',
    autoCapitalize: 'words',
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      void form.setFieldValue(name, nameCharactersOnly(event.target.value)),
  };
}
