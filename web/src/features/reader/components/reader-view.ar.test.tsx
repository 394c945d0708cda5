import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reply, stubApi } from '@/test/stub-api';
import { fakePdf } from '../test/fake-react-pdf';
import { pageStatus, READER_API, readingPack, renderReader, signIn, stubReadingWidth } from '../test/render-reader';

vi.mock('react-pdf', () => import('../test/fake-react-pdf'));

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openReader() {
  fakePdf.reset();
  fakePdf.pageCount = 5;
  fakePdf.pageSize = { width: 600, height: 800 };
  stubReadingWidth(900);
  signIn();
  stubApi({ [READER_API]: readingPack });
  renderReader();
  await screen.findByRole('button', { name: 'الصفحة التالية' });
}

describe('the reader in Arabic (issue 26 §2, §3)', () => {
  it('names its page and zoom controls in Arabic, with the zoom as a percentage', async () => {
    await openReader();
    expect(pageStatus()).toHaveTextContent('الصفحة 1 من 5');
    expect(screen.getByRole('img', { name: `الصفحة 1 من ${readingPack.title}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'الصفحة السابقة' })).toBeDisabled();
    expect(screen.getByRole('spinbutton', { name: 'الانتقال إلى الصفحة' })).toHaveValue(1);
    expect(screen.getAllByRole('link', { name: 'موادي' })[0]).toHaveAttribute('href', '/my-materials');
    fireEvent.click(screen.getByRole('button', { name: 'تكبير' }));
    expect(screen.getByRole('button', { name: 'ملاءمة العرض' })).toHaveAttribute('aria-pressed', 'false');
    // Intl's marks keep the sign after the number inside the Arabic text.
    const zoom = (_: string, element: Element | null) =>
      element?.tagName === 'SPAN' &&
      /^التكبير \d+%$/.test(element.textContent?.replace(/[\u200e\u200f\u061c]/g, '') ?? '');
    expect(screen.getByText(zoom)).toBeInTheDocument();
    expect(document.title).toBe(`${readingPack.title} | القارئ | The Gate`);
  });

  it('turns the page on with the left arrow, as the mirrored chevrons point', async () => {
    await openReader();
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(pageStatus()).toHaveTextContent('الصفحة 2 من 5');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(pageStatus()).toHaveTextContent('الصفحة 1 من 5');
  });

  it('says in Arabic that the material is not the reader’s', async () => {
    signIn();
    stubApi({ [READER_API]: reply(403, { message: 'You do not own this material.' }) });
    renderReader();
    expect(await screen.findByRole('heading', { name: 'أنت لا تملك هذه المادة التعليمية.' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'عرض هذه المادة وشراؤها' })).toBeVisible();
  });
});
