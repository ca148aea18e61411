import { useFormik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { productCategorySchema, type AdminProductCategory } from 'shared-contracts';
import {
  applyServerErrors,
  Button,
  fieldError,
  Spinner,
  TextField,
  useFocusFirstInvalid,
  useNotify,
} from 'web-kit';
import { ConsoleScreen } from '../../../shared/console-screen';
import { LoadFailed } from '../../../shared/load-failed';
import { catalogueTexts as t } from '../../../shared/messages';
import { Refusal, refusalOf } from '../../../shared/refusal';
import {
  useCreateCategoryMutation,
  useGetCategoriesQuery,
  useUpdateCategoryMutation,
} from '../../../shared/categories-api';
import shared from '../../../shared/console.module.css';
import styles from './categories.module.css';

/**
 * `/backoffice/categories`: every category, archived ones too; add one, rename one, archive or
 * restore one. A name is checked with the API's own schema first; a name another category has is
 * the server's 409, shown under the field that asked.
 */
export function CategoriesPage() {
  const { currentData, error, isError, refetch } = useGetCategoriesQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <ConsoleScreen title={t.categoriesHeading}>
      <NewCategory />
      {isError ? (
        <LoadFailed error={error} message={t.categoriesFailed} onRetry={() => void refetch()} />
      ) : !currentData ? (
        <Spinner label={t.loadingCategories} />
      ) : currentData.length === 0 ? (
        <div className={shared.empty}>
          <p className={shared.emptyText}>{t.noCategories}</p>
        </div>
      ) : (
        <ul className={styles.list} aria-label={t.categoriesList}>
          {currentData.map((category) => (
            <CategoryRow key={category._id} category={category} />
          ))}
        </ul>
      )}
    </ConsoleScreen>
  );
}

function NewCategory() {
  const [create, { error }] = useCreateCategoryMutation();
  const notify = useNotify();
  const ref = useRef<HTMLFormElement>(null);
  const form = useFormik({
    initialValues: { name: '' },
    validationSchema: productCategorySchema,
    onSubmit: async (values, helpers) => {
      try {
        const answer = await create(productCategorySchema.cast(values)).unwrap();
        notify.success(t.categoryAdded(answer.result.name));
        helpers.resetForm();
      } catch (failure) {
        applyServerErrors(failure, helpers);
      }
    },
  });
  useFocusFirstInvalid(ref, form);
  const refusal = refusalOf(error, t.changeFailed);
  return (
    <section className={shared.card} aria-labelledby="new-category">
      <h2 className={shared.cardTitle} id="new-category">
        {t.newCategory}
      </h2>
      <form ref={ref} className={styles.inline} onSubmit={form.handleSubmit} noValidate>
        <div className={styles.grow}>
          <TextField
            label={t.newCategoryName}
            autoComplete="off"
            {...form.getFieldProps('name')}
            error={fieldError(form, 'name')}
          />
        </div>
        <Button type="submit" block={false} busy={form.isSubmitting} busyLabel={t.saving}>
          {t.addCategory}
        </Button>
      </form>
      {refusal && <Refusal message={refusal} />}
    </section>
  );
}

function CategoryRow({ category }: { category: AdminProductCategory }) {
  const [renaming, setRenaming] = useState(false);
  const [update, { error, isLoading, reset }] = useUpdateCategoryMutation();
  const notify = useNotify();
  const renameButton = useRef<HTMLButtonElement>(null);
  const renamed = useRef(false);
  // The Rename button comes back where the form was: focus goes back to it.
  useEffect(() => {
    if (!renaming && renamed.current) renameButton.current?.focus();
    renamed.current = renaming;
  }, [renaming]);
  const refusal = renaming ? null : refusalOf(error, t.changeFailed);

  const toggleArchived = async () => {
    try {
      const answer = await update({
        id: category._id,
        changes: { archived: !category.archived },
      }).unwrap();
      notify.success(
        answer.result.archived
          ? t.categoryArchived(answer.result.name)
          : t.categoryRestored(answer.result.name),
      );
    } catch {
      // Shown under the row.
    }
  };

  return (
    <li className={`${shared.card} ${styles.row}`}>
      {renaming ? (
        <RenameForm
          category={category}
          onDone={() => {
            setRenaming(false);
            reset();
          }}
        />
      ) : (
        <div className={styles.rowMain}>
          <span className={styles.name}>{category.name}</span>
          {category.archived && <span className={styles.badge}>{t.archived}</span>}
          <div className={styles.actions}>
            <Button
              ref={renameButton}
              variant="secondary"
              block={false}
              aria-label={t.renameOf(category.name)}
              onClick={() => {
                reset();
                setRenaming(true);
              }}
            >
              {t.rename}
            </Button>
            <Button
              variant={category.archived ? 'secondary' : 'danger'}
              block={false}
              busy={isLoading}
              busyLabel={t.saving}
              aria-label={
                category.archived ? t.restoreOf(category.name) : t.archiveOf(category.name)
              }
              onClick={() => void toggleArchived()}
            >
              {category.archived ? t.restore : t.archive}
            </Button>
          </div>
        </div>
      )}
      {refusal && <Refusal message={refusal} />}
    </li>
  );
}

function RenameForm({ category, onDone }: { category: AdminProductCategory; onDone: () => void }) {
  const [update, { error }] = useUpdateCategoryMutation();
  const notify = useNotify();
  const ref = useRef<HTMLFormElement>(null);
  const form = useFormik({
    initialValues: { name: category.name },
    validationSchema: productCategorySchema,
    onSubmit: async (values, helpers) => {
      const { name } = productCategorySchema.cast(values);
      if (name === category.name) {
        onDone();
        return;
      }
      try {
        const answer = await update({ id: category._id, changes: { name } }).unwrap();
        notify.success(t.categoryRenamed(answer.result.name));
        onDone();
      } catch (failure) {
        applyServerErrors(failure, helpers);
      }
    },
  });
  useFocusFirstInvalid(ref, form);
  useEffect(() => {
    ref.current?.querySelector('input')?.focus();
  }, []);
  const refusal = refusalOf(error, t.changeFailed);
  return (
    <form ref={ref} className={styles.inline} onSubmit={form.handleSubmit} noValidate>
      <div className={styles.grow}>
        <TextField
          label={t.newNameOf(category.name)}
          autoComplete="off"
          {...form.getFieldProps('name')}
          error={fieldError(form, 'name')}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" block={false} busy={form.isSubmitting} busyLabel={t.saving}>
          {t.save}
        </Button>
        <Button variant="ghost" block={false} onClick={onDone}>
          {t.cancel}
        </Button>
      </div>
      {refusal && <Refusal message={refusal} />}
    </form>
  );
}
