import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchField } from './search-box';

afterEach(() => {
  document.body.innerHTML = '';
});

const field = (onChange: (value: string) => void, value = '') => (
  <SearchField label="Search materials" value={value} onChange={onChange} placeholder="Search..." />
);

/** A page the server rendered: the box is on screen, and typable, before the app runs (MAT-01, decision 012). */
function serverRendered() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(field(() => undefined));
  document.body.append(container);
  return { container, box: container.querySelector('input') as HTMLInputElement };
}

describe('a search box on a page the server rendered', () => {
  it('searches for what was typed before the app took the page over', async () => {
    const { container, box } = serverRendered();
    box.value = 'inference';
    const onChange = vi.fn();
    await act(async () => {
      hydrateRoot(container, field(onChange));
    });
    expect(onChange).toHaveBeenCalledWith('inference');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('asks for nothing when nothing was typed', async () => {
    const { container } = serverRendered();
    const onChange = vi.fn();
    await act(async () => {
      hydrateRoot(container, field(onChange));
    });
    expect(onChange).not.toHaveBeenCalled();
  });
});
