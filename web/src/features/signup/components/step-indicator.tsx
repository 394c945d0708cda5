import { cn } from '@/lib/cn';
import { t } from '../i18n';
import { SIGNUP_STEPS } from '../lib/signup-steps';

/** "Step 1 of 3" and the three sections by name (REG-02); the current one is aria-current. */
export function StepIndicator({ current }: { current: number }) {
  return (
    <div className="mb-6">
      <p className="text-sm font-medium text-brand-700">
        {t('stepOf', { current: current + 1, total: SIGNUP_STEPS.length })}
      </p>
      <ol className="mt-2 grid grid-cols-3 gap-2">
        {SIGNUP_STEPS.map((step, index) => (
          <li
            key={step.title}
            aria-current={index === current ? 'step' : undefined}
            className={cn('text-xs sm:text-sm', index <= current ? 'text-slate-900' : 'text-slate-500')}
          >
            <span
              aria-hidden="true"
              className={cn('mb-1.5 block h-1.5 rounded-full', index <= current ? 'bg-brand-600' : 'bg-slate-200')}
            />
            {step.title}
          </li>
        ))}
      </ol>
    </div>
  );
}
