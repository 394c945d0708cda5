import { Eye, EyeOff } from 'lucide-react';
import type { ComponentProps } from 'react';
import { t } from '@/components/i18n';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { fieldOf } from './form-field';

type Props = Omit<ComponentProps<typeof Input>, 'type'> & {
  visible: boolean;
  /** Given on the field that carries the show/hide button; a field sharing another's toggle leaves it out. */
  onToggleVisible?: () => void;
  toggleLabel?: string;
};

/** A masked input that can be shown in clear; the toggle is a pressed/unpressed button. */
export function PasswordInput({
  visible,
  onToggleVisible,
  toggleLabel = t('showPassword'),
  className,
  ...props
}: Props) {
  return (
    <div className="relative">
      <Input type={visible ? 'text' : 'password'} className={cn(onToggleVisible && 'pe-11', className)} {...props} />
      {onToggleVisible && (
        <button
          type="button"
          aria-label={toggleLabel}
          aria-pressed={visible}
          onClick={onToggleVisible}
          className="absolute inset-y-0 end-0 grid w-10 place-items-center rounded-e-lg text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          {visible ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
        </button>
      )}
    </div>
  );
}

/** A labelled password with its show/hide toggle, hint and error (sign-in, new password; issue 23 §3). */
export const PasswordField = fieldOf<Props>(PasswordInput);
