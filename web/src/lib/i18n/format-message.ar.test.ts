import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { type CompiledMessage, formatMessage } from './format-message';

const format = (message: string, values: Record<string, unknown>) =>
  formatMessage(compileMessageOrThrow(message) as CompiledMessage, values);

describe('writing a compiled message in Arabic (issue 26 §2, §5)', () => {
  const items =
    '{count, plural, zero {لا عناصر} one {عنصر واحد} two {عنصران} few {# عناصر} many {# عنصرًا} other {# عنصر}}';

  it.each([
    [0, 'لا عناصر'],
    [1, 'عنصر واحد'],
    [2, 'عنصران'],
    [3, '3 عناصر'],
    [11, '11 عنصرًا'],
    [100, '100 عنصر'],
    [1500, '1,500 عنصر'],
  ])('%d takes Arabic’s own plural case, in Latin digits (decision 026)', (count, text) => {
    expect(format(items, { count })).toBe(text);
  });
});
