import { TransNoContext } from '@lingui/react/server';
import type { ReactElement } from 'react';
import type { MessageValues, Translate } from './messages';

type MessageProps<Key extends string> = {
  t: Translate<Key>;
  id: Key;
  values?: MessageValues;
  /** The elements of the message's numbered tags: `"I agree to the <0>Terms</0>"` with `{ 0: <Link … /> }`. */
  components?: Record<string, ReactElement>;
};

/**
 * A message with elements inside it (a link in a sentence), in the order the language puts them
 * (issue 26 §2): the translation places the tags, the code gives what each tag is.
 */
export function Message<Key extends string>({ t, id, values, components }: MessageProps<Key>) {
  return <TransNoContext id={id} values={values} components={components} lingui={{ i18n: t.i18n }} />;
}
