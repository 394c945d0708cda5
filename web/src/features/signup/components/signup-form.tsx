import { useEffect, useRef, useState } from 'react';
import { FormProvider, type Resolver, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { lazyZodResolver } from '@/components/form/lazy-zod-resolver';
import { SubmitButton } from '@/components/form/submit-button';
import { Button } from '@/components/ui/button';
import { Message } from '@/lib/i18n/message';
import { REGISTRATION_UNEXPECTED, RegistrationError, useRegisterAccount } from '../api/register';
import { t } from '../i18n';
import { EMPTY_SIGNUP_FORM, SIGNUP_STEPS, type SignupField, type SignupFormValues } from '../lib/signup-steps';
import { toRegisterRequest } from '../lib/to-register-request';
import { AccountStep } from './account-step';
import { fieldId } from './form-fields';
import { PersonalStep } from './personal-step';
import { PreferencesStep } from './preferences-step';
import { StepIndicator } from './step-indicator';

const LAST_STEP = SIGNUP_STEPS.length - 1;

// Each step's schema reads only its own fields of the values; `raw` hands the values back as
// typed, and lib/to-register-request.ts makes the payload from them. The schemas load with zod on
// the first Next, not with the page (issue 23 §5).
type StepSchema = z.ZodType<SignupFormValues, SignupFormValues>;
const loadStepSchema = async (index: number) =>
  (await import('../lib/signup-schema')).STEP_SCHEMAS[index] as unknown as StepSchema;
const STEP_RESOLVERS: Resolver<SignupFormValues>[] = SIGNUP_STEPS.map((_step, index) =>
  lazyZodResolver(() => loadStepSchema(index), { raw: true }),
);

const STEP_BODIES = [AccountStep, PersonalStep, PreferencesStep];
const fieldsOfStep = (step: number) => SIGNUP_STEPS[step]?.fields ?? [];

/**
 * The three-step registration form (A§2, A§4, A§5). Next checks only the current step with that
 * step's schema and stays put when it fails (REG-06), focusing the first field in error. Back
 * never checks. Messages show inline under their fields (REG-18).
 */
export function SignupForm({ onRegistered }: { onRegistered: () => void }) {
  const [step, setStep] = useState(0);
  // The resolver reads the step from here: it is called outside React's render.
  const stepRef = useRef(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hasMoved = useRef(false);
  const registration = useRegisterAccount();
  const form = useForm<SignupFormValues>({
    defaultValues: EMPTY_SIGNUP_FORM,
    resolver: (values, context, options) => STEP_RESOLVERS[stepRef.current]!(values, context, options),
    shouldFocusError: false,
  });
  const { control, getFieldState, handleSubmit, trigger, watch } = form;
  const agreed = useWatch({ control, name: 'agreeTerms' });

  // A new step announces itself: focus goes to its heading (not on first load).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step is the trigger, not an input.
  useEffect(() => {
    if (hasMoved.current) headingRef.current?.focus();
  }, [step]);

  // Once a field shows a message, it is checked again as it is edited, so the message goes as
  // soon as the field is right. A new password rechecks a confirmation already in error.
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (!name) return;
      const field = name.split('.')[0] as SignupField;
      const related: SignupField[] = field === 'password' ? ['password', 'confirmPassword'] : [field];
      const shown = related.filter((item) => getFieldState(item).invalid);
      if (shown.length > 0) void trigger(shown);
    });
    return () => subscription.unsubscribe();
  }, [watch, trigger, getFieldState]);

  const goTo = (next: number) => {
    stepRef.current = next;
    hasMoved.current = true;
    setStep(next);
  };
  const focusFirstInvalid = () => {
    const first = fieldsOfStep(stepRef.current).find((name) => getFieldState(name).invalid);
    if (first) document.getElementById(fieldId(first))?.focus();
  };
  const next = async () => {
    if (await trigger([...fieldsOfStep(stepRef.current)])) goTo(stepRef.current + 1);
    else focusFirstInvalid();
  };
  const register = (values: SignupFormValues) => {
    if (registration.isPending) return;
    registration.mutate(toRegisterRequest(values), {
      onSuccess: onRegistered,
      // One toast per message (REG-56..REG-59). The form keeps what was typed (REG-60).
      onError: (error) => {
        const messages = error instanceof RegistrationError ? error.messages : [REGISTRATION_UNEXPECTED];
        // The toast library loads on first use, not with the page (first-load budget; see app.tsx).
        void import('sonner').then(({ toast }) => {
          for (const message of messages) toast.error(message);
        });
      },
    });
  };

  const StepBody = STEP_BODIES[step] ?? AccountStep;
  const title = SIGNUP_STEPS[step]?.title;
  return (
    <FormProvider {...form}>
      <StepIndicator current={step} />
      <form
        noValidate
        aria-labelledby="signup-step-heading"
        onSubmit={
          step < LAST_STEP
            ? (event) => {
                event.preventDefault();
                void next();
              }
            : handleSubmit(register, focusFirstInvalid)
        }
      >
        <h2
          id="signup-step-heading"
          ref={headingRef}
          tabIndex={-1}
          className="mb-1 text-lg font-semibold text-slate-900 focus:outline-none"
        >
          {title}
        </h2>
        <p className="mb-5 text-sm text-slate-600">
          <Message
            t={t}
            id="requiredNote"
            components={{ 0: <span aria-hidden="true" />, 1: <span className="sr-only" /> }}
          />
        </p>
        <StepBody />
        <div className="mt-8 flex flex-wrap items-center justify-between gap-3">
          {step > 0 ? (
            <Button variant="outline" disabled={registration.isPending} onClick={() => goTo(step - 1)}>
              {t('back')}
            </Button>
          ) : (
            <span />
          )}
          {step < LAST_STEP ? (
            <Button key="next" type="submit">
              {t('next')}
            </Button>
          ) : (
            // Disabled until the terms are accepted (REG-39) and while the request runs (REG-41).
            <SubmitButton
              key="create"
              size="default"
              pending={registration.isPending}
              pendingLabel={t('creatingAccount')}
              disabled={!agreed}
            >
              {t('createAccount')}
            </SubmitButton>
          )}
        </div>
      </form>
    </FormProvider>
  );
}
