import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from '@/lib/router';

/** Search boxes update the address 300 ms after the last keystroke (B§9, DB-06). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Text kept in one query parameter, for search boxes whose filters live in the address. The text is
 * held locally so typing filters at once; it reaches the address `delayMs` after the last change,
 * replacing the history entry rather than adding one per key; when Back/Forward or a link changes
 * the address, the text follows it. `update` edits a copy of the parameters (a new history entry
 * unless `replace`), and `write` puts a text into parameters being edited; `setParam` and `clear`
 * are the two edits every filtered list makes.
 */
export function useSearchParamText(name: string, delayMs = SEARCH_DEBOUNCE_MS) {
  const [searchParams, setSearchParams] = useSearchParams();
  const addressText = searchParams.get(name) ?? '';
  const [text, setText] = useState(addressText);

  const [seenAddressText, setSeenAddressText] = useState(addressText);
  // The text this hook last put in the address. The address changes a moment after the write; a key
  // pressed in that moment must not be undone by the box "following" its own, older write.
  const [written, setWritten] = useState<string | null>(null);
  if (addressText !== seenAddressText) {
    setSeenAddressText(addressText);
    setWritten(null);
    if (addressText !== written) setText(addressText);
  }

  const update = useCallback(
    (change: (params: URLSearchParams) => void, replace = false) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace, preventScrollReset: true },
      ),
    [setSearchParams],
  );

  const write = useCallback(
    (params: URLSearchParams, value: string) => {
      if (value) params.set(name, value);
      else params.delete(name);
    },
    [name],
  );

  useEffect(() => {
    if (text === addressText) return;
    const timer = setTimeout(() => {
      setWritten(text);
      update((params) => write(params, text), true);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, addressText, update, write, delayMs]);

  /** Writes the text now, e.g. on Enter. */
  const commit = useCallback(() => {
    if (text === addressText) return;
    setWritten(text);
    update((params) => write(params, text), true);
  }, [text, addressText, update, write]);

  /** Sets another parameter (an empty value removes it) as a history entry of its own, keeping the text typed so far. */
  const setParam = useCallback(
    (param: string, value: string | null) =>
      update((params) => {
        if (value) params.set(param, value);
        else params.delete(param);
        write(params, text);
      }),
    [update, write, text],
  );

  /** Empties the box and drops it, and the `others` parameters, from the address ('Clear all'). */
  const clear = useCallback(
    (others: readonly string[] = []) => {
      setText('');
      update((params) => {
        for (const param of [name, ...others]) params.delete(param);
      });
    },
    [update, name],
  );

  return { text, setText, searchParams, update, write, commit, setParam, clear };
}
