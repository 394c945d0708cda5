import { cloneElement, type ReactElement, type ReactNode } from 'react';
import type { MessageValues, Translate } from './messages';

type MessageProps<Key extends string> = {
  t: Translate<Key>;
  id: Key;
  values?: MessageValues;
  /** The elements of the message's numbered tags: `"I agree to the <0>Terms</0>"` with `{ 0: <Link … /> }`. */
  components?: Record<string, ReactElement>;
};

/** A numbered tag with its contents, `<0>Terms</0>`, or an empty one, `<1/>`. */
const TAG = /<(\d+)>([\s\S]*?)<\/\1>|<(\d+)\/>/;

/**
 * The text with each numbered tag made its element, the tag's text (itself searched for tags) as
 * the element's children. A tag without an element shows its text alone.
 */
function withElements(text: string, components: MessageProps<string>['components'] = {}): ReactNode {
  // split() with the tag's three groups: text, then (number, contents, empty tag's number, text) per tag.
  const parts = text.split(TAG);
  if (parts.length === 1) return text;
  const nodes: ReactNode[] = [];
  for (let i = 0; i < parts.length; i += 4) {
    if (parts[i]) nodes.push(parts[i]);
    const index = parts[i + 1] ?? parts[i + 3];
    if (index === undefined) continue;
    const contents = parts[i + 2];
    const inner = contents === undefined ? undefined : withElements(contents, components);
    const element = components[index];
    nodes.push(
      element
        ? cloneElement(element, { key: i }, inner ?? (element.props as { children?: ReactNode }).children)
        : // A translation naming a tag the code does not give: its text, never a lost sentence.
          inner,
    );
  }
  return nodes;
}

/**
 * A message with elements inside it (a link in a sentence), in the order the language puts them
 * (issue 26 §2): the translation places the tags, the code gives what each tag is.
 */
export function Message<Key extends string>({ t, id, values, components }: MessageProps<Key>) {
  return <>{withElements(t(id, values), components)}</>;
}
