import { useFormik } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  authTexts,
  authToasts,
  COUNTRY_CODE,
  createPortfolioSchema,
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
  Button,
  errorMessage,
  fieldError,
  fieldErrors,
  Screen,
  TextField,
  under,
  useFetchProfile,
  useFocusFirstInvalid,
  useNotify,
  type AddressValues,
} from 'web-kit';
import { useCreatePortfolioMutation } from './onboarding-api';
import styles from './onboarding.module.css';

interface PersonalInfo {
  name: string;
  email: string;
  phoneNumber: string;
  whatsappNumber: string;
}

/** The address a profile keeps: no contact, landmark or country. */
type ContactInfo = Pick<AddressValues, 'buildingName' | 'area' | 'pincode' | 'district' | 'state'>;

const STEP_TITLES = { 1: 'Personal Info', 2: 'Contact Info' } as const;

export function OnboardingSteps({ profile }: { profile: UserProfile }) {
  const [createPortfolio] = useCreatePortfolioMutation();
  const fetchProfile = useFetchProfile();
  const navigate = useNavigate();
  const notify = useNotify();
  const [step, setStep] = useState<1 | 2>(1);
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
            name: profile.name,
            email: profile.email,
            phoneNumber: personal.values.phoneNumber,
            whatsappNumber: personal.values.whatsappNumber,
          },
          addressInfo: values,
        });
        await createPortfolio(request).unwrap();
        notify.success(authToasts.portfolioLaunched);
        // The host decides where an onboarded person belongs from the profile: refresh it first.
        await fetchProfile();
        navigate('/home', { replace: true });
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

  const back = () => {
    if (step === 2) {
      if (!contact.isSubmitting) goToStep(1);
    } else navigate(-1);
  };

  return (
    <Screen
      title={authTexts.onboardingHeading}
      onBack={back}
      footer={
        step === 1 ? (
          <Button key="next" type="submit" form={step1Id}>
            Next
          </Button>
        ) : (
          <Button key="launch" type="submit" form={step2Id} busy={contact.isSubmitting}>
            {portfolioTexts.launchButton}
          </Button>
        )
      }
    >
      <p className={styles.lead}>{authTexts.onboardingSubheading}</p>
      <div className={styles.progress} aria-hidden="true">
        <span className={styles.segmentDone} />
        <span className={step === 2 ? styles.segmentDone : styles.segment} />
      </div>
      <p className={styles.step} id={stepLineId}>{`Step ${step} of 2`}</p>
      <h2 ref={stepTitle} className={styles.stepTitle} tabIndex={-1} aria-describedby={stepLineId}>
        {STEP_TITLES[step]}
      </h2>

      {step === 1 ? (
        <form ref={step1Form} id={step1Id} onSubmit={personal.handleSubmit} noValidate>
          <TextField label="Full name" readOnly {...personal.getFieldProps('name')} />
          <TextField label="Email" type="email" readOnly {...personal.getFieldProps('email')} />
          <TextField
            label="Mobile number"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            prefix={COUNTRY_CODE}
            {...personal.getFieldProps('phoneNumber')}
            error={fieldError(personal, 'phoneNumber')}
          />
          <TextField
            label="WhatsApp number"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            prefix={COUNTRY_CODE}
            {...personal.getFieldProps('whatsappNumber')}
            error={fieldError(personal, 'whatsappNumber')}
          />
          <p className={styles.publicNote}>{visibilityTexts.onboardingPublic}</p>
        </form>
      ) : (
        <form ref={step2Form} id={step2Id} onSubmit={contact.handleSubmit} noValidate>
          <AddressFields form={contact} country={false} />
          <p className={styles.publicNote}>{visibilityTexts.onboardingAddress}</p>
        </form>
      )}
    </Screen>
  );
}
