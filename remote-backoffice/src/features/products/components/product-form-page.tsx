import { skipToken } from '@reduxjs/toolkit/query/react';
import { useFormik } from 'formik';
import { useEffect, useId, useRef, type ChangeEvent, type RefObject } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  isId,
  productCreateSchema,
  type AdminProduct,
  type AdminProductCategory,
} from 'shared-contracts';
import {
  applyServerErrors,
  Button,
  errorMessage,
  fieldError,
  fileUrl,
  TextField,
  useFocusFirstInvalid,
  useNotify,
} from 'web-kit';
import { ConsoleScreen } from '../../../shared/console-screen';
import { ItemPending } from '../../../shared/load-failed';
import { catalogueTexts as t } from '../../../shared/messages';
import { PRODUCTS_PATH } from '../../../shared/paths';
import { Refusal, refusalOf } from '../../../shared/refusal';
import { useGetCategoriesQuery } from '../../../shared/categories-api';
import {
  useCreateProductMutation,
  useGetAdminProductQuery,
  useUpdateProductMutation,
  useUploadProductImageMutation,
} from '../api/products';
import { useArchiveProduct } from '../hooks/use-archive-product';
import {
  blankProduct,
  liveDiscount,
  productBody,
  productChanges,
  productField,
  productValues,
  validateProduct,
  type ProductFormValues,
} from '../utils/product-form';
import { ProductPreview } from './product-preview';
import shared from '../../../shared/console.module.css';
import styles from './products.module.css';

/**
 * `/backoffice/products/new` and `/backoffice/products/{id}`: one form for both, checked with the
 * API's own schema; an edit sends only what changed. A product is asked for on every visit
 * (GET /admin/product/{id}, archived ones too), so its address works typed or reloaded, and
 * shows what another staff member changed meanwhile.
 */
export function ProductFormPage() {
  const { id } = useParams();
  if (id === undefined) return <ProductForm key="new" product={undefined} />;
  return <EditProduct key={id} id={id} />;
}

function EditProduct({ id }: { id: string }) {
  const known = isId(id);
  const {
    currentData: product,
    error,
    refetch,
  } = useGetAdminProductQuery(known ? id : skipToken, { refetchOnMountOrArgChange: true });
  if (product) return <ProductForm product={product} />;
  return (
    <ConsoleScreen title={t.editProduct}>
      <ItemPending
        known={known}
        error={error}
        onRetry={() => void refetch()}
        texts={{ notFound: t.productNotFound, failed: t.productFailed, loading: t.loadingProduct }}
        back={
          <Link to={PRODUCTS_PATH} className={shared.textLink}>
            {t.backToProducts}
          </Link>
        }
      />
    </ConsoleScreen>
  );
}

function ProductForm({ product }: { product: AdminProduct | undefined }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const ref = useRef<HTMLFormElement>(null);
  const ids = useId();
  const [create, created] = useCreateProductMutation();
  const [update, updated] = useUpdateProductMutation();
  const [toggleArchived, archiving] = useArchiveProduct();
  const archived = product?.archived ?? false;
  const { currentData: categories } = useGetCategoriesQuery();
  const initial = product ? productValues(product) : blankProduct;

  const form = useFormik<ProductFormValues>({
    initialValues: initial,
    validate: validateProduct,
    onSubmit: async (values, helpers) => {
      const body = productCreateSchema.cast(productBody(values));
      try {
        if (!product) {
          const answer = await create(body).unwrap();
          notify.success(answer.message ?? t.productCreated);
        } else {
          const changes = productChanges(productCreateSchema.cast(productBody(initial)), body);
          if (Object.keys(changes).length === 0) {
            notify.info(t.nothingChanged);
            return;
          }
          const answer = await update({ id: product._id, changes }).unwrap();
          notify.success(answer.message ?? t.productSaved);
        }
        navigate(PRODUCTS_PATH);
      } catch (failure) {
        applyServerErrors(failure, helpers, productField);
      }
    },
  });
  useFocusFirstInvalid(ref, form);
  // The images have no control to mark invalid: when they are all that is wrong, their message
  // takes the focus instead.
  const imagesError = useRef<HTMLParagraphElement>(null);
  const { submitCount, isSubmitting } = form;
  useEffect(() => {
    if (submitCount === 0 || isSubmitting) return;
    if (!ref.current?.querySelector('[aria-invalid="true"]')) imagesError.current?.focus();
  }, [submitCount, isSubmitting]);

  const refusal = refusalOf(product ? updated.error : created.error, t.saveFailed);
  const archiveRefusal = refusalOf(archiving.error, t.changeFailed);
  const discount = liveDiscount(form.values);
  const categoryError = fieldError(form, 'categoryId');
  const descriptionError = fieldError(form, 'description');
  const categoryName = (categories ?? []).find((c) => c._id === form.values.categoryId)?.name;
  const title = product ? t.editProductHeading(product.name) : t.newProductHeading;

  return (
    <ConsoleScreen title={title} onBack={() => navigate(PRODUCTS_PATH)}>
      {archived && (
        <p className={styles.archivedNote} role="status">
          {t.archivedNote}
        </p>
      )}
      <div className={styles.editor}>
        <form ref={ref} className={shared.card} onSubmit={form.handleSubmit} noValidate>
          <TextField
            label={t.name}
            autoComplete="off"
            {...form.getFieldProps('name')}
            error={fieldError(form, 'name')}
          />
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${ids}-category`}>
              {t.category}
            </label>
            <select
              id={`${ids}-category`}
              className={styles.select}
              aria-invalid={categoryError ? true : undefined}
              aria-describedby={categoryError ? `${ids}-category-error` : undefined}
              {...form.getFieldProps('categoryId')}
            >
              <option value="">{t.noCategory}</option>
              {categoryOptions(categories, initial.categoryId).map((category) => (
                <option key={category._id} value={category._id}>
                  {category.archived ? t.archivedCategory(category.name) : category.name}
                </option>
              ))}
            </select>
            {categoryError && (
              <p id={`${ids}-category-error`} className={styles.error}>
                {categoryError}
              </p>
            )}
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${ids}-description`}>
              {t.description}
            </label>
            <textarea
              id={`${ids}-description`}
              className={styles.textarea}
              rows={4}
              aria-invalid={descriptionError ? true : undefined}
              aria-describedby={descriptionError ? `${ids}-description-error` : undefined}
              {...form.getFieldProps('description')}
            />
            {descriptionError && (
              <p id={`${ids}-description-error`} className={styles.error}>
                {descriptionError}
              </p>
            )}
          </div>
          <div className={styles.prices}>
            <TextField
              label={t.mrp}
              inputMode="decimal"
              autoComplete="off"
              {...form.getFieldProps('actualPrice')}
              error={fieldError(form, 'actualPrice')}
            />
            <TextField
              label={t.salePrice}
              inputMode="decimal"
              autoComplete="off"
              {...form.getFieldProps('salePrice')}
              error={fieldError(form, 'salePrice')}
            />
          </div>
          <p className={styles.discount} role="status" aria-label={t.discount}>
            {discount === null ? '' : t.discountLive(discount)}
          </p>
          <ImagesField
            images={form.values.productImages}
            onChange={(images) => void form.setFieldValue('productImages', images)}
            error={
              (form.touched.productImages || form.submitCount > 0) &&
              typeof form.errors.productImages === 'string'
                ? form.errors.productImages
                : undefined
            }
            errorRef={imagesError}
          />
          <Button type="submit" busy={form.isSubmitting} busyLabel={t.saving}>
            {product ? t.saveProduct : t.createProduct}
          </Button>
          {refusal && <Refusal message={refusal} />}
          {product && (
            <div className={styles.archiveRow}>
              <Button
                variant={archived ? 'secondary' : 'danger'}
                busy={archiving.isLoading}
                busyLabel={t.saving}
                onClick={() => void toggleArchived(product)}
              >
                {archived ? t.restoreProduct : t.archiveProduct}
              </Button>
              {archiveRefusal && <Refusal message={archiveRefusal} />}
            </div>
          )}
        </form>
        <ProductPreview
          name={form.values.name}
          category={categoryName ?? null}
          image={form.values.productImages[0] ?? null}
          actualPrice={Number(form.values.actualPrice) || null}
          salePrice={Number(form.values.salePrice) || null}
          discount={discount ?? 0}
        />
      </div>
    </ConsoleScreen>
  );
}

/** Open categories, and the product's own even when archived (so an edit does not drop it). */
const categoryOptions = (categories: AdminProductCategory[] | undefined, current: string) =>
  (categories ?? []).filter((category) => !category.archived || category._id === current);

function ImagesField({
  images,
  onChange,
  error,
  errorRef,
}: {
  images: ProductFormValues['productImages'];
  onChange: (images: ProductFormValues['productImages']) => void;
  error: string | undefined;
  errorRef: RefObject<HTMLParagraphElement | null>;
}) {
  const [upload, { isLoading, error: uploadError }] = useUploadProductImageMutation();
  const input = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const ids = useId();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    chooseButton.current?.focus();
    if (!file) return;
    try {
      const uploaded = await upload(file).unwrap();
      onChange([...images, { key: uploaded.key, name: uploaded.name }]);
    } catch {
      // Said below the images.
    }
  };
  const move = (from: number, to: number) => {
    const next = [...images];
    const [image] = next.splice(from, 1);
    next.splice(to, 0, image!);
    onChange(next);
  };

  return (
    <fieldset
      className={styles.images}
      aria-describedby={`${ids}-hint${error ? ` ${ids}-error` : ''}`}
    >
      <legend className={styles.label}>{t.images}</legend>
      <p id={`${ids}-hint`} className={styles.hint}>
        {t.imagesHint}
      </p>
      {images.length > 0 && (
        <ol className={styles.imageList}>
          {images.map((image, index) => {
            const n = index + 1;
            return (
              <li key={image.key} className={styles.imageItem}>
                <img
                  className={styles.thumb}
                  src={fileUrl(image.key, 400) ?? ''}
                  alt={t.imageAlt(n)}
                />
                <span className={styles.imageName}>{image.name ?? t.imageAlt(n)}</span>
                <span className={styles.imageButtons}>
                  <button
                    type="button"
                    className={styles.iconButton}
                    aria-label={t.moveUp(n)}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className={styles.iconButton}
                    aria-label={t.moveDown(n)}
                    disabled={index === images.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className={styles.iconButton}
                    aria-label={t.removeImage(n)}
                    onClick={() => {
                      onChange(images.filter((_, i) => i !== index));
                      chooseButton.current?.focus();
                    }}
                  >
                    ×
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <Button
        ref={chooseButton}
        variant="secondary"
        block={false}
        busy={isLoading}
        busyLabel={t.uploadingImage}
        onClick={() => input.current?.click()}
      >
        {t.addImage}
      </Button>
      <input
        ref={input}
        className={styles.fileInput}
        type="file"
        accept="image/jpeg,image/png"
        tabIndex={-1}
        aria-hidden="true"
        aria-label={t.addImage}
        data-testid="product-image-input"
        onChange={(event) => void choose(event)}
      />
      {uploadError && <Refusal message={errorMessage(uploadError, t.uploadFailed)} />}
      {error && (
        <p ref={errorRef} id={`${ids}-error`} className={styles.error} role="alert" tabIndex={-1}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
