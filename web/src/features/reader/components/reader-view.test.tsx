import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/stub-api';
import { fakePdf } from '../test/fake-react-pdf';
import {
  pageStatus,
  READER_API,
  readingPack,
  renderReader,
  shownPage,
  signIn,
  stubReadingWidth,
} from '../test/render-reader';

vi.mock('react-pdf', () => import('../test/fake-react-pdf'));

/** Opens the reading pack (5 pages of 600 x 800 unless told) in a reading area `width` wide. */
async function openReader({ pageCount = 5, width = 900, pageSize = { width: 600, height: 800 } } = {}) {
  fakePdf.reset();
  fakePdf.pageCount = pageCount;
  fakePdf.pageSize = pageSize;
  const area = stubReadingWidth(width);
  signIn();
  stubApi({ [READER_API]: readingPack });
  const view = renderReader();
  await screen.findByRole('button', { name: 'Next page' });
  return { ...view, area };
}

const button = (name: string) => screen.getByRole('button', { name });
const pageField = () => screen.getByRole('spinbutton', { name: 'Go to page' });
/** The zoom shown between the zoom buttons, e.g. "150%" (read out as "Zoom 150%"). */
const expectZoom = (percent: string) =>
  expect(screen.getByText((_, element) => element?.textContent === `Zoom ${percent}`)).toBeInTheDocument();

function expectPage(page: number, of: number) {
  expect(pageStatus()).toHaveTextContent(`Page ${page} of ${of}`);
  expect(shownPage()).toHaveAttribute('data-page-number', String(page));
  expect(screen.getByRole('img', { name: `Page ${page} of ${readingPack.title}` })).toBeInTheDocument();
}

describe('/reader/{id}: turning pages', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('starts on page 1 with Previous page disabled', async () => {
    await openReader();
    expectPage(1, 5);
    expect(button('Previous page')).toBeDisabled();
    expect(button('Next page')).toBeEnabled();
    expect(pageField()).toHaveValue(1);
  });

  it('Next page and Previous page turn one page; at the last page Next page is disabled', async () => {
    const { user } = await openReader({ pageCount: 3 });
    await user.click(button('Next page'));
    expectPage(2, 3);
    expect(button('Previous page')).toBeEnabled();
    await user.click(button('Next page'));
    expectPage(3, 3);
    expect(button('Next page')).toBeDisabled();
    await user.click(button('Previous page'));
    expectPage(2, 3);
    expect(pageField()).toHaveValue(2);
  });

  it('a one-page document has both buttons disabled', async () => {
    await openReader({ pageCount: 1 });
    expectPage(1, 1);
    expect(button('Previous page')).toBeDisabled();
    expect(button('Next page')).toBeDisabled();
  });

  it('the page number field jumps on Enter or when left, and keeps within the document', async () => {
    const { user } = await openReader();
    await user.clear(pageField());
    await user.type(pageField(), '4{Enter}');
    expectPage(4, 5);
    await user.clear(pageField());
    await user.type(pageField(), '99{Enter}');
    expectPage(5, 5);
    expect(pageField()).toHaveValue(5);
    await user.clear(pageField());
    await user.type(pageField(), '0{Enter}');
    expectPage(1, 5);
    await user.clear(pageField());
    await user.type(pageField(), '3');
    await user.tab();
    expectPage(3, 5);
    // An emptied field goes back to the page shown.
    await user.clear(pageField());
    await user.tab();
    expectPage(3, 5);
    expect(pageField()).toHaveValue(3);
  });

  it('ArrowRight and PageDown turn forward, ArrowLeft and PageUp turn back, within the ends', async () => {
    const { user } = await openReader({ pageCount: 3 });
    await user.keyboard('{ArrowRight}');
    expectPage(2, 3);
    await user.keyboard('{PageDown}');
    expectPage(3, 3);
    await user.keyboard('{ArrowRight}');
    expectPage(3, 3);
    await user.keyboard('{ArrowLeft}');
    expectPage(2, 3);
    await user.keyboard('{PageUp}');
    expectPage(1, 3);
    await user.keyboard('{PageUp}');
    expectPage(1, 3);
  });

  it('keys typed in the page number field neither turn pages nor zoom', async () => {
    const { user } = await openReader();
    await user.click(pageField());
    await user.keyboard('{ArrowRight}{PageDown}{ArrowLeft}-+0');
    expectPage(1, 5);
    expectZoom('150%');
    expect(button('Fit to width')).toHaveAttribute('aria-pressed', 'true');
  });

  it('with Ctrl held the keys are left to the browser', async () => {
    const { user } = await openReader();
    await user.keyboard('{Control>}{ArrowRight}-{/Control}');
    expectPage(1, 5);
    expectZoom('150%');
  });
});

describe('/reader/{id}: zoom', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('fits the page to the width by default, and follows resizes of the window', async () => {
    const { area } = await openReader({ width: 900 });
    expect(button('Fit to width')).toHaveAttribute('aria-pressed', 'true');
    // A 600 px page in a 900 px area.
    expectZoom('150%');
    expect(shownPage()).toHaveAttribute('data-scale', '1.5');
    area.resizeTo(330);
    expectZoom('55%');
    expect(shownPage()).toHaveAttribute('data-scale', '0.55');
    // On a wide monitor the page stops at the reading column's 1024 px.
    area.resizeTo(1900);
    expect(shownPage()).toHaveAttribute('data-scale', String(1024 / 600));
    expectZoom('171%');
  });

  it('zoom in and out go step by step from the fitted zoom, and the page no longer follows the width', async () => {
    const { user, area } = await openReader({ width: 525 });
    expectZoom('88%');
    await user.click(button('Zoom in'));
    expectZoom('100%');
    expect(shownPage()).toHaveAttribute('data-scale', '1');
    expect(button('Fit to width')).toHaveAttribute('aria-pressed', 'false');
    area.resizeTo(900);
    expect(shownPage()).toHaveAttribute('data-scale', '1');
    await user.click(button('Zoom in'));
    expectZoom('125%');
    await user.click(button('Zoom out'));
    await user.click(button('Zoom out'));
    expectZoom('75%');
    expect(shownPage()).toHaveAttribute('data-scale', '0.75');
  });

  it('stops at 300% and at 50%, disabling the button at each limit', async () => {
    const { user } = await openReader({ width: 900 });
    for (const expected of ['200%', '250%', '300%']) {
      await user.click(button('Zoom in'));
      expectZoom(expected);
    }
    expect(button('Zoom in')).toBeDisabled();
    expect(button('Zoom out')).toBeEnabled();
    for (const expected of ['250%', '200%', '150%', '125%', '100%', '75%', '50%']) {
      await user.click(button('Zoom out'));
      expectZoom(expected);
    }
    expect(button('Zoom out')).toBeDisabled();
    expect(button('Zoom in')).toBeEnabled();
    expect(shownPage()).toHaveAttribute('data-scale', '0.5');
  });

  it('a page fitted below 50% can only be zoomed in', async () => {
    // A landscape A4 page on a phone.
    const { user } = await openReader({ width: 320, pageSize: { width: 842, height: 595 } });
    expectZoom('38%');
    expect(button('Zoom out')).toBeDisabled();
    await user.keyboard('-');
    expectZoom('38%');
    await user.click(button('Zoom in'));
    expectZoom('50%');
  });

  it('Fit to width toggles between fitting and actual size', async () => {
    const { user } = await openReader({ width: 900 });
    await user.click(button('Fit to width'));
    expect(button('Fit to width')).toHaveAttribute('aria-pressed', 'false');
    expectZoom('100%');
    await user.click(button('Fit to width'));
    expect(button('Fit to width')).toHaveAttribute('aria-pressed', 'true');
    expectZoom('150%');
  });

  it('+ and = zoom in, - zooms out, and 0 fits to the width again', async () => {
    const { user } = await openReader({ width: 900 });
    await user.keyboard('+');
    expectZoom('200%');
    await user.keyboard('=');
    expectZoom('250%');
    await user.keyboard('-');
    await user.keyboard('-');
    await user.keyboard('-');
    expectZoom('125%');
    await user.keyboard('0');
    expectZoom('150%');
    expect(button('Fit to width')).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps the zoom when the page is turned', async () => {
    const { user } = await openReader({ width: 900 });
    await user.click(button('Zoom in'));
    await user.click(button('Next page'));
    expectPage(2, 5);
    expect(shownPage()).toHaveAttribute('data-scale', '2');
  });
});
