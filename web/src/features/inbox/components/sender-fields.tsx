import type { UseFormRegisterReturn } from 'react-hook-form';
import { EmailField } from '@/components/form/email-field';
import { TextField } from '@/components/form/text-field';
import { t } from '../i18n';

type Bound = UseFormRegisterReturn & { error: string | undefined; maxLength: number };

type Props = {
  /** 'Name' on the contact form, 'Your name' in the consultation request. */
  nameLabel: string;
  bind: (name: 'name' | 'email') => Bound;
};

/** Who writes: the name and e-mail address every inbox form asks first, both required (CT-01, SCH-02). */
export function SenderFields({ nameLabel, bind }: Props) {
  return (
    <>
      <TextField label={nameLabel} autoComplete="name" required {...bind('name')} />
      <EmailField label={t('email')} required {...bind('email')} />
    </>
  );
}
