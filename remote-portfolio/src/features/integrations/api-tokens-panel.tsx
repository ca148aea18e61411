import { useFormik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import {
  API_TOKEN_PREFIX,
  apiTokenBodySchema,
  contactsScreenTexts,
  formatDayMonthYear,
  integrationsTexts,
  type ApiToken,
  type ApiTokenScope,
  type CreatedApiToken,
} from 'shared-contracts';
import {
  applyServerErrors,
  Button,
  fieldError,
  Refusal,
  refusalOf,
  Spinner,
  TextField,
  useLanguage,
  useNotify,
  useTexts,
  useTranslate,
} from 'web-kit';
import { ConfirmDialog } from '../shared/confirm-dialog';
import {
  useCreateApiTokenMutation,
  useGetApiTokensQuery,
  useRevokeApiTokenMutation,
} from './integrations-queries';
import styles from './integrations.module.css';

const scopeText = (texts: typeof integrationsTexts, scope: ApiTokenScope) =>
  scope === 'contacts:read' ? texts.scopeRead : texts.scopeWrite;

/**
 * Personal API tokens: made with a name and what they may do, shown once (the server keeps only
 * their hash), listed by their first characters with when they were last used, revoked.
 */
export function ApiTokensPanel() {
  const texts = useTexts(integrationsTexts);
  const { cancel, tryAgain } = useTexts(contactsScreenTexts);
  const translate = useTranslate();
  const language = useLanguage();
  const notify = useNotify();
  const { currentData, isError, refetch } = useGetApiTokensQuery();
  const [createToken, created] = useCreateApiTokenMutation();
  const [revokeToken, { isLoading: revoking }] = useRevokeApiTokenMutation();
  // The token itself lives here only, until Done: never in the store's cache.
  const [fresh, setFresh] = useState<CreatedApiToken | null>(null);
  const [asked, setAsked] = useState<ApiToken | null>(null);
  const freshBox = useRef<HTMLDivElement>(null);
  // Create token sits below the list: the new token appears above it, out of sight, unless the
  // screen takes the person there.
  useEffect(() => {
    if (fresh) freshBox.current?.querySelector('input')?.focus();
  }, [fresh]);

  const form = useFormik<{ name: string; scopes: ApiTokenScope[] }>({
    initialValues: { name: '', scopes: ['contacts:read'] },
    validationSchema: apiTokenBodySchema,
    onSubmit: async (values, helpers) => {
      try {
        const token = await createToken(apiTokenBodySchema.cast(values)).unwrap();
        setFresh(token);
        created.reset();
        helpers.resetForm();
      } catch (error) {
        applyServerErrors(error, helpers);
      }
    },
  });

  const copy = async () => {
    if (!fresh) return;
    try {
      await navigator.clipboard.writeText(fresh.token);
      notify.success(integrationsTexts.copied);
    } catch {
      notify.error(integrationsTexts.failed);
    }
  };

  const revoke = async () => {
    if (!asked) return;
    try {
      await revokeToken(asked._id).unwrap();
      notify.success(integrationsTexts.revoked);
    } catch {
      notify.error(integrationsTexts.failed);
    }
    setAsked(null);
  };

  const toggleScope = (scope: ApiTokenScope, on: boolean) => {
    const scopes = form.values.scopes.filter((s) => s !== scope);
    void form.setFieldValue('scopes', on ? [...scopes, scope] : scopes);
    void form.setFieldTouched('scopes', true, false);
  };
  const scopesError = fieldError(form, 'scopes');
  const refusal = refusalOf(created.error, integrationsTexts.failed);
  const day = (iso: string) => formatDayMonthYear(iso, language);

  return (
    <section className={styles.panel} aria-labelledby="tokens-title">
      <h2 id="tokens-title" className={styles.panelTitle}>
        {texts.tokens}
      </h2>
      <p className={styles.intro}>{texts.tokensIntro}</p>
      {fresh && (
        <div ref={freshBox} className={styles.fresh} role="region" aria-label={texts.newToken}>
          <TextField
            label={texts.newToken}
            value={fresh.token}
            readOnly
            onFocus={(event) => event.target.select()}
          />
          <p className={styles.once}>{texts.shownOnce}</p>
          <div className={styles.itemActions}>
            <Button block={false} onClick={() => void copy()}>
              {texts.copy}
            </Button>
            <Button variant="secondary" block={false} onClick={() => setFresh(null)}>
              {texts.done}
            </Button>
          </div>
        </div>
      )}
      {currentData ? (
        currentData.length === 0 ? (
          <p className={styles.empty}>{texts.noTokens}</p>
        ) : (
          <ul className={styles.list} aria-label={texts.tokens}>
            {currentData.map((token) => (
              <li key={token._id} className={styles.item} aria-labelledby={`token-${token._id}`}>
                <div className={styles.tokenHead}>
                  <p className={styles.tokenName} id={`token-${token._id}`}>
                    {token.name}
                  </p>
                  <code className={styles.code}>
                    {API_TOKEN_PREFIX}
                    {token.prefix}…
                  </code>
                </div>
                <p className={styles.scopes}>
                  {token.scopes.map((scope) => scopeText(texts, scope)).join(' · ')}
                </p>
                <p className={styles.deliveryLine}>
                  {texts.created(day(token.createdAt))} ·{' '}
                  {token.lastUsedAt ? texts.lastUsed(day(token.lastUsedAt)) : texts.neverUsed}
                </p>
                <button
                  type="button"
                  className={`${styles.textButton} ${styles.danger}`}
                  onClick={() => setAsked(token)}
                >
                  {texts.revoke}
                </button>
              </li>
            ))}
          </ul>
        )
      ) : isError ? (
        <div className={styles.failedBox}>
          <p role="alert">{texts.loadFailed}</p>
          <Button variant="secondary" block={false} onClick={() => void refetch()}>
            {tryAgain}
          </Button>
        </div>
      ) : (
        <Spinner />
      )}
      <form className={styles.addForm} onSubmit={form.handleSubmit} noValidate>
        <TextField
          label={texts.tokenName}
          autoComplete="off"
          {...form.getFieldProps('name')}
          error={fieldError(form, 'name')}
        />
        <fieldset
          className={styles.scopeField}
          aria-invalid={scopesError ? true : undefined}
          aria-describedby={scopesError ? 'token-scopes-error' : undefined}
        >
          <legend className={styles.label}>{texts.permissions}</legend>
          {(['contacts:read', 'contacts:write'] as const).map((scope) => (
            <label key={scope} className={styles.check}>
              <input
                type="checkbox"
                checked={form.values.scopes.includes(scope)}
                onChange={(event) => toggleScope(scope, event.target.checked)}
              />
              {scopeText(texts, scope)}
            </label>
          ))}
          {scopesError && (
            <p id="token-scopes-error" className={styles.error} role="alert">
              {translate(scopesError)}
            </p>
          )}
        </fieldset>
        {refusal && <Refusal message={refusal} />}
        <Button type="submit" variant="secondary" busy={form.isSubmitting}>
          {texts.createToken}
        </Button>
      </form>
      <ConfirmDialog
        open={asked !== null}
        role="alertdialog"
        title={texts.revokeTitle}
        text={
          <>
            <strong>{asked?.name}</strong>: {texts.revokeText}
          </>
        }
        cancelLabel={cancel}
        confirmLabel={texts.revoke}
        busy={revoking}
        onCancel={() => setAsked(null)}
        onConfirm={() => void revoke()}
      />
    </section>
  );
}
