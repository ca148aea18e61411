import { useFormik } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  authTexts,
  authToasts,
  COUNTRY_CODE,
  createPortfolioSchema,
  isPersonName,
  isPublicPagePath,
  onboardingScreenTexts,
  plainNameMarks,
  nationalDigits,
  onboardingStep1Schema,
  onboardingStep2Schema,
  portfolioTexts,
  visibilityTexts,
  type UserProfile,
} from 'shared-contracts';
import {
  AddressFields,
  applyServerErrors,
  BottomSheet,
  Button,
  errorMessage,
  fieldError,
  fieldErrors,
  nameFieldProps,
  pageBehind,
  returnPath,
  returnState,
  Screen,
  TextField,
  under,
  useFetchProfile,
  useFocusFirstInvalid,
  useNotify,
  useTexts,
  type AddressValues,
} from 'web-kit';
import { useLogout } from '../shared/use-logout';
import { useCreatePortfolioMutation } from './onboarding-api';
import styles from './onboarding.module.css';

interface PersonalInfo {
  name: string;
  email: string;
  phoneNumber: string;
  whatsappNumber: string;
  /** Ticked, the WhatsApp number follows the mobile number. */
  whatsappSame: boolean;
  designation: string;
  companyName: string;
}

/** The address a profile keeps: no contact, landmark or country. */
type ContactInfo = Pick<AddressValues, 'buildingName' | 'area' | 'pincode' | 'district' | 'state'>;

export function OnboardingSteps({ profile }: { profile: UserProfile }) {
  const [createPortfolio] = useCreatePortfolioMutation();
  const fetchProfile = useFetchProfile();
  const navigate = useNavigate();
  const location = useLocation();
  const notify = useNotify();
  const logout = useLogout();
  const texts = useTexts(onboardingScreenTexts);
  const headings = useTexts(authTexts);
  const portfolio = useTexts(portfolioTexts);
  const visibility = useTexts(visibilityTexts);
  const [step, setStep] = useState<1 | 2>(1);
  const [leaving, setLeaving] = useState(false);
  // Read-only (spec), unless the account's name is one the name rule refuses (an account made
  // before the rule): the card would refuse it too, so the person corrects it here.
  const [nameEditable] = useState(
    () => !isPersonName(plainNameMarks(profile.name.trim().normalize('NFC'))),
  );
  const step1Id = useId();
  const step2Id = useId();
  const stepLineId = useId();
  const step1Form = useRef<HTMLFormElement>(null);
  const step2Form = useRef<HTMLFormElement>(null);
  const stepTitle = useRef<HTMLHeadingElement>(null);
  // Set by a move between the steps (not by the first render), which the effect below completes.
  const stepMoved = useRef(false);
  const goToStep = (next: 1 | 2) => {
    stepMoved.current = true;
    setStep(next);
  };

  const personal = useFormik<PersonalInfo>({
    initialValues: {
      name: profile.name,
      email: profile.email,
      phoneNumber: nationalDigits(profile.phoneNumber ?? ''),
      whatsappNumber: nationalDigits(profile.whatsappNumber ?? ''),
      whatsappSame: false,
      designation: '',
      companyName: '',
    },
    validationSchema: onboardingStep1Schema,
    onSubmit: () => goToStep(2),
  });

  const contact = useFormik<ContactInfo>({
    initialValues: {
      buildingName: profile.addressInfo?.buildingName ?? '',
      area: profile.addressInfo?.area ?? '',
      pincode: profile.addressInfo?.pincode ?? '',
      district: profile.addressInfo?.district ?? '',
      state: profile.addressInfo?.state ?? '',
    },
    validationSchema: onboardingStep2Schema,
    onSubmit: async (values, helpers) => {
      try {
        // The API's own schema casts: numbers as +91XXXXXXXXXX, text trimmed.
        const request = createPortfolioSchema.cast({
          personalInfo: {
            name: personal.values.name,
            email: profile.email,
            phoneNumber: personal.values.phoneNumber,
            whatsappNumber: personal.values.whatsappNumber,
          },
          addressInfo: values,
          workInfo: {
            designation: personal.values.designation,
            companyName: personal.values.companyName,
          },
        });
        await createPortfolio(request).unwrap();
        notify.success(authToasts.portfolioLaunched);
        // The host decides where an onboarded person belongs from the profile: refresh it first.
        await fetchProfile();
        // A visitor sent to sign in (Add to Cart) goes back to that page, to finish what they began.
        navigate(returnPath(location.state) ?? '/home', {
          replace: true,
          state: returnState(location.state),
        });
      } catch (error) {
        notify.error(errorMessage(error, authToasts.portfolioLaunchFailed));
        const fields = fieldErrors(error);
        applyServerErrors(error, helpers, under('addressInfo'));
        applyServerErrors(error, personal, under('personalInfo'));
        // A step 1 field the server refused is shown where it can be corrected.
        const onStep1 = (path: string) => path.startsWith('personalInfo.');
        const paths = Object.keys(fields);
        if (paths.some(onStep1) && !paths.some((path) => path.startsWith('addressInfo.'))) {
          goToStep(1);
        }
      }
    },
  });

  useFocusFirstInvalid(step1Form, personal);
  useFocusFirstInvalid(step2Form, contact);

  // The step's button is replaced on a move, so focus would fall to the page: it goes to the
  // step's first refused field, else to its title, where reading on finds the new fields.
  useEffect(() => {
    if (!stepMoved.current) return;
    stepMoved.current = false;
    const form = step === 1 ? step1Form.current : step2Form.current;
    const target = form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? stepTitle.current;
    target?.focus();
  }, [step]);

  // Step 1's back arrow goes to the previous page (spec), unless that page would only send the
  // person back here (sign-in pages and the signed-in app) or there is none: then they are asked
  // whether to leave, which means logging out.
  const back = () => {
    if (step === 2) {
      if (!contact.isSubmitting) goToStep(1);
      return;
    }
    const behind = pageBehind();
    if (behind && isPublicPagePath(behind)) navigate(-1);
    else setLeaving(true);
  };

  const setPhone = (phoneNumber: string) =>
    void personal.setValues((current) => ({
      ...current,
      phoneNumber,
      whatsappNumber: current.whatsappSame ? phoneNumber : current.whatsappNumber,
    }));
  const setWhatsappSame = (whatsappSame: boolean) =>
    void personal.setValues((current) => ({
      ...current,
      whatsappSame,
      whatsappNumber: whatsappSame ? current.phoneNumber : current.whatsappNumber,
    }));

  return (
    <Screen
      title={headings.onboardingHeading}
      onBack={back}
      footer={
        step === 1 ? (
          <Button key="next" type="submit" form={step1Id}>
            {texts.next}
          </Button>
        ) : (
          <Button key="launch" type="submit" form={step2Id} busy={contact.isSubmitting}>
            {portfolio.launchButton}
          </Button>
        )
      }
    >
      <p className={styles.lead}>{headings.onboardingSubheading}</p>
      <div className={styles.progress} aria-hidden="true">
        <span className={styles.segmentDone} />
        <span className={step === 2 ? styles.segmentDone : styles.segment} />
      </div>
      <p className={styles.step} id={stepLineId}>
        {texts.step(step)}
      </p>
      <h2 ref={stepTitle} className={styles.stepTitle} tabIndex={-1} aria-describedby={stepLineId}>
        {step === 1 ? texts.personalInfo : texts.contactInfo}
      </h2>

      {step === 1 ? (
        <form ref={step1Form} id={step1Id} onSubmit={personal.handleSubmit} noValidate>
          {nameEditable ? (
            <TextField
              label={texts.fullName}
              {...nameFieldProps(personal, 'name')}
              error={fieldError(personal, 'name')}
            />
          ) : (
            <TextField label={texts.fullName} readOnly {...personal.getFieldProps('name')} />
          )}
          <TextField
            label={texts.email}
            type="email"
            readOnly
            {...personal.getFieldProps('email')}
          />
          <TextField
            label={texts.mobile}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            prefix={COUNTRY_CODE}
            {...personal.getFieldProps('phoneNumber')}
            onChange={(event) => setPhone(event.target.value)}
            error={fieldError(personal, 'phoneNumber')}
          />
          <label className={styles.tick}>
            <input
              type="checkbox"
              className={styles.checkbox}
              checked={personal.values.whatsappSame}
              onChange={(event) => setWhatsappSame(event.target.checked)}
            />
            {headings.whatsappSameNumber}
          </label>
          <TextField
            label={texts.whatsapp}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            prefix={COUNTRY_CODE}
            {...personal.getFieldProps('whatsappNumber')}
            readOnly={personal.values.whatsappSame}
            error={fieldError(personal, 'whatsappNumber')}
          />
          <TextField
            label={headings.onboardingDesignation}
            autoComplete="organization-title"
            {...personal.getFieldProps('designation')}
            error={fieldError(personal, 'designation')}
          />
          <TextField
            label={headings.onboardingCompany}
            autoComplete="organization"
            {...personal.getFieldProps('companyName')}
            error={fieldError(personal, 'companyName')}
          />
          <p className={styles.publicNote}>{visibility.onboardingPublic}</p>
        </form>
      ) : (
        <form ref={step2Form} id={step2Id} onSubmit={contact.handleSubmit} noValidate>
          <AddressFields form={contact} country={false} />
          <p className={styles.publicNote}>{visibility.onboardingAddress}</p>
        </form>
      )}
      <p className={styles.leave}>
        <Button variant="ghost" block={false} onClick={logout}>
          {headings.onboardingLogout}
        </Button>
      </p>
      <BottomSheet
        open={leaving}
        title={headings.onboardingLeaveTitle}
        onClose={() => setLeaving(false)}
      >
        <p className={styles.sheetText}>{headings.onboardingLeaveText}</p>
        <div className={styles.sheetActions}>
          <Button variant="danger" onClick={logout}>
            {headings.onboardingLogout}
          </Button>
          <Button variant="ghost" onClick={() => setLeaving(false)}>
            {headings.onboardingStay}
          </Button>
        </div>
      </BottomSheet>
    </Screen>
  );
}
