import { useFormik, type FormikErrors } from 'formik';
import { useEffect, useId, useState, useRef } from 'react';
import { useNavigate } from 'react-router';
import {
  editorTexts,
  isSocialSource,
  normaliseSocialLink,
  portfolioTexts,
  portfolioToasts,
  SOCIAL_LABELS,
  SOCIAL_SAVE_REDIRECT_MS,
  SOCIAL_SOURCES,
  socialFormSchema,
  socialHandleOf,
  stripScheme,
  type OwnPortfolio,
  type SocialSource,
  type SocialForm,
  type SocialLink,
} from 'shared-contracts';
import {
  applyServerErrors,
  fieldError,
  TextField,
  useFocusFirstInvalid,
  useNotify,
  useTexts,
  useTranslate,
} from 'web-kit';
import { useGetOwnPortfolioQuery, useUpdatePortfolioMutation } from '../shared/portfolio-queries';
import brands from '../shared/card/social-brands.module.css';
import { SocialIcon } from '../shared/card/social-icons';
import { SectionLoading, SectionScreen } from '../shared/section-screen/section-screen';
import { CardSwitchList } from './card-switches';
import { sectionTitle } from './section-list';
import styles from './sections.module.css';

const TITLE = sectionTitle('social');
/** Where the form-wide message ("at least one link") is kept among the field errors. */
const FORM_ERROR = '_form';

type SocialErrors = FormikErrors<SocialForm> & { [FORM_ERROR]?: string };

const linkOf = (links: SocialLink[], source: string) =>
  links.find((link) => link.source.toLowerCase() === source);

function valuesOf(portfolio: OwnPortfolio): SocialForm {
  const links = portfolio.socialMedia ?? [];
  return Object.fromEntries(
    SOCIAL_SOURCES.map((source) => [source, stripScheme(linkOf(links, source)?.link ?? '')]),
  ) as SocialForm;
}

/** Each known source's switch, as saved (a source without a link shows once it has one). */
const shownOf = (links: SocialLink[]) =>
  Object.fromEntries(
    SOCIAL_SOURCES.map((source) => [source, linkOf(links, source)?.visible !== false]),
  ) as Record<SocialSource, boolean>;

/** A typed handle's profile link, as it will be saved and shown ("Saved as x.com/priya"). */
function handlePreview(
  source: SocialSource,
  typed: string,
  texts: typeof editorTexts,
): string | undefined {
  if (socialHandleOf(typed) === null) return undefined;
  const link = normaliseSocialLink(source, typed);
  return link ? texts.socialLinkPreview(stripScheme(link)) : undefined;
}

/** A yup ValidationError, as far as this form reads it. */
interface Issue {
  path?: string;
  message: string;
  inner?: Issue[];
}

/** The form's own rule set, with the "at least one" message kept apart from the fields'. */
function validate(values: SocialForm): SocialErrors {
  try {
    socialFormSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    const failure = error as Issue;
    const issues = failure.inner?.length ? failure.inner : [failure];
    const errors: SocialErrors = {};
    for (const issue of issues) {
      if (issue.path && isSocialSource(issue.path)) errors[issue.path] ??= issue.message;
      else errors[FORM_ERROR] ??= issue.message;
    }
    return errors;
  }
}

/**
 * The list to save: each filled source with https:// (keeping the id of the link it replaces),
 * then any link of a source this form does not show, untouched.
 */
function linksToSave(
  values: SocialForm,
  shown: Record<SocialSource, boolean>,
  saved: SocialLink[],
): SocialLink[] {
  const known = SOCIAL_SOURCES.flatMap((source) => {
    const typed = values[source].trim();
    if (!typed) return [];
    const id = linkOf(saved, source)?._id;
    const link = normaliseSocialLink(source, typed) ?? typed;
    // The list is saved whole: a link without `visible: false` shows.
    return [{ source, link, ...(id && { _id: id }), ...(!shown[source] && { visible: false }) }];
  });
  const others = saved.filter((link) => !isSocialSource(link.source.toLowerCase()));
  return [...known, ...others];
}

export function SocialSection() {
  const { data, isError, refetch } = useGetOwnPortfolioQuery();
  const notify = useNotify();
  useEffect(() => {
    if (isError) notify.error(portfolioToasts.socialLoadFailed);
  }, [isError, notify]);
  if (!data) return <SectionLoading title={TITLE} failed={isError} onRetry={refetch} />;
  return <SocialLinksForm portfolio={data.portfolio} />;
}

function SocialLinksForm({ portfolio }: { portfolio: OwnPortfolio }) {
  const [updatePortfolio] = useUpdatePortfolioMutation();
  const navigate = useNavigate();
  const notify = useNotify();
  const formId = useId();
  const [saved, setSaved] = useState(false);
  const [initialShown] = useState(() => shownOf(portfolio.socialMedia ?? []));
  const [shown, setShown] = useState(initialShown);
  const editor = useTexts(editorTexts);
  const { socialSaved } = useTexts(portfolioTexts);
  const translate = useTranslate();

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => navigate('..'), SOCIAL_SAVE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [saved, navigate]);

  const form = useFormik<SocialForm>({
    initialValues: valuesOf(portfolio),
    validate,
    onSubmit: async (values, helpers) => {
      const socialMedia = linksToSave(values, shown, portfolio.socialMedia ?? []);
      try {
        await updatePortfolio({ socialMedia }).unwrap();
        setSaved(true);
      } catch (error) {
        notify.error(portfolioToasts.socialSaveFailed);
        // socialMedia.{i}.link -> the input of the i-th link's source.
        applyServerErrors(error, helpers, (path) => {
          const [, index] = /^socialMedia\.(\d+)/.exec(path) ?? [];
          const source = index === undefined ? undefined : socialMedia[Number(index)]?.source;
          return source && isSocialSource(source) ? source : undefined;
        });
      }
    },
  });
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, form);

  const filled = SOCIAL_SOURCES.filter((source) => form.values[source].trim() !== '');
  const changed =
    SOCIAL_SOURCES.some(
      (source) => form.values[source].trim() !== form.initialValues[source].trim(),
    ) || filled.some((source) => shown[source] !== initialShown[source]);
  const canSave = changed && !form.isSubmitting && !saved;
  const errors = form.errors as SocialErrors;
  const formError = changed || form.submitCount > 0 ? errors[FORM_ERROR] : undefined;

  return (
    <SectionScreen
      title={TITLE}
      formId={formId}
      changed={changed && !saved}
      canSave={canSave}
      saving={form.isSubmitting}
    >
      {saved && (
        <p className={styles.success} role="status">
          {socialSaved}
        </p>
      )}
      <form
        ref={formRef}
        id={formId}
        className={styles.form}
        onSubmit={form.handleSubmit}
        noValidate
      >
        {formError && (
          <p className={styles.formError} role="alert">
            {translate(formError)}
          </p>
        )}
        <p className={styles.lead}>{editor.socialHandleHint}</p>
        {SOCIAL_SOURCES.map((source) => (
          <div key={source} className={styles.socialField}>
            {/* The network's mark, as on the card (the app's theme is light). */}
            <span className={`${styles.socialMark} ${brands[source]}`}>
              <SocialIcon source={source} theme="light" />
            </span>
            <TextField
              label={SOCIAL_LABELS[source]}
              // Text, not url: a phone's URL keyboard has no "@" for a handle.
              type="text"
              autoCapitalize="none"
              autoComplete="off"
              spellCheck="false"
              {...form.getFieldProps(source)}
              hint={handlePreview(source, form.values[source], editor)}
              error={fieldError(form, source)}
            />
          </div>
        ))}
        <CardSwitchList
          fields={filled.map((source) => ({ field: source, label: SOCIAL_LABELS[source] }))}
          shown={shown}
          set={(source, on) => setShown((before) => ({ ...before, [source]: on }))}
        />
      </form>
    </SectionScreen>
  );
}
