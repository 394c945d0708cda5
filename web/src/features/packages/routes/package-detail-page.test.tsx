import { screen, waitFor, within } from '@testing-library/react';
import { CART_STORAGE_KEY } from '@the-gate/contract/cart';
import { describe, expect, it } from 'vitest';
import { reply, requestedPaths, stubApi } from '@/test/stub-api';
import { packagePath } from '../api/get-package';
import { year5Basic, year5Collection, year5Pro, year5ProCartLine, year5Starter } from '../test/fixtures';
import { renderPackages } from '../test/render-packages';

const api = {
  [packagePath(1)]: year5Starter,
  [packagePath(2)]: year5Basic,
  [packagePath(3)]: year5Pro,
  [packagePath(4)]: year5Collection,
};

async function renderDetail(entry: string, routes: Record<string, unknown> = api) {
  const fetchMock = stubApi(routes);
  const view = renderPackages(entry);
  await waitFor(() => expect(screen.queryByText('Loading package...')).not.toBeInTheDocument());
  return { ...view, fetchMock };
}

/** The Pro package with its 7 items priced, 409.48 in all (the answer key free), sold at `price`. */
const ITEM_PRICES = [49.99, 55.5, 0, 39, 75, 69.99, 120];
const pricedPro = (price: number) => ({
  ...year5Pro,
  price,
  materials: year5Pro.materials!.map((item, index) => ({
    ...item,
    price: ITEM_PRICES[index]!,
    isFree: ITEM_PRICES[index] === 0,
  })),
});

const loaded = (name: string) => screen.findByRole('heading', { level: 1, name });
const sidebar = () => screen.getByRole('complementary', { name: 'Buy this package' });
/** The skills of "What's Included": the browser's own disclosure, `<details>` with its `<summary>`. */
const skills = () => within(screen.getByRole('region', { name: "What's Included" })).getAllByRole('group');
const summaryOf = (skill: HTMLElement) => skill.querySelector('summary') as HTMLElement;

describe('/packages/{year}/{packageId}', () => {
  it('PD-09 reads GET /api/material-groups/{id}?includeMaterials=true, with a loading state first', async () => {
    const fetchMock = stubApi(api);
    renderPackages('/packages/year-5/3');
    expect(screen.getByText('Loading package...').closest('[role="status"]')).not.toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await loaded('Year 5 Pro Package');
    expect(requestedPaths(fetchMock)).toEqual(['/api/material-groups/3?includeMaterials=true']);
    expect(document.title).toBe('Year 5 Pro Package | The Gate');
  });

  it('shows the breadcrumb Home › Packages › Year 5 › the package, and a way back to the year', async () => {
    await renderDetail('/packages/year-5/3');
    await loaded('Year 5 Pro Package');
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(breadcrumb)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Packages', 'Year 5', 'Year 5 Pro Package']);
    expect(within(breadcrumb).getByRole('link', { name: 'Year 5' })).toHaveAttribute('href', '/packages/year-5');
    expect(within(breadcrumb).getByRole('link', { name: 'Packages' })).toHaveAttribute('href', '/packages');
    expect(screen.getByRole('link', { name: 'Back to Year 5 Packages' })).toHaveAttribute('href', '/packages/year-5');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('PD-01 shows the counts of Practice Sheets, PowerPoint Presentations and Practice Exams, counted items only', async () => {
    await renderDetail('/packages/year-5/3');
    await loaded('Year 5 Pro Package');
    const counts = Object.fromEntries(
      [...document.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    // 4 sheets in the package, but the answer key is Count "False" and the notes have no Count tag.
    expect(counts).toEqual({ 'Practice Sheets': '2', 'PowerPoint Presentations': '2', 'Practice Exams': '1' });
  });

  it('PD-02 shows the package description as HTML', async () => {
    await renderDetail('/packages/year-5/3');
    await loaded('Year 5 Pro Package');
    const about = screen.getByRole('region', { name: 'About this package' });
    expect(within(about).getByText('Year 5').tagName).toBe('STRONG');
    expect(
      within(about)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Sheets', 'Exams']);
  });

  it('PD-03 an accordion "What\'s Included" lists the counted items by skill, linking each to its material page', async () => {
    const { user, router } = await renderDetail('/packages/year-5/3');
    await loaded('Year 5 Pro Package');
    expect(skills().map((skill) => summaryOf(skill).textContent)).toEqual([
      'Reading2 items',
      'Writing2 items',
      'Speaking and Listening1 item',
    ]);
    // The first skill starts open.
    const [reading, writing] = skills() as [HTMLDetailsElement, HTMLDetailsElement];
    expect(reading.open).toBe(true);
    expect(writing.open).toBe(false);
    expect(
      within(reading)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Inference Practice Sheet', '/material/101'],
      ['Year 5 Reading Mock Exam', '/material/106'],
    ]);
    expect(screen.queryByText('Reading Answer Key')).not.toBeInTheDocument();

    // Several can be open at once.
    await user.click(summaryOf(writing));
    expect(writing.open).toBe(true);
    expect(reading.open).toBe(true);
    expect(screen.getByRole('link', { name: 'Persuasive Writing Slides' })).toHaveAttribute('href', '/material/104');
    expect(screen.queryByText('Teacher Notes')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Inference Practice Sheet' }));
    expect(router.state.location.pathname).toBe('/material/101');
  });

  it('PD-04 a sidebar that stays in view on large screens shows the price, Add to Cart and the payment note', async () => {
    await renderDetail('/packages/year-5/3');
    await loaded('Year 5 Pro Package');
    const aside = sidebar();
    expect(aside).toHaveTextContent('Price: EGP 549.00');
    expect(within(aside).getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(within(aside).getByText('Secure payment • Instant access')).toBeInTheDocument();
    expect((aside.firstElementChild as HTMLElement).className).toMatch(/\blg:sticky\b/);
  });

  it('issue 23 §7 the sidebar says what the package saves against its contents bought one by one', async () => {
    await renderDetail('/packages/year-5/3', { ...api, [packagePath(3)]: pricedPro(329) });
    await loaded('Year 5 Pro Package');
    expect(within(sidebar()).getByText(/^You save/)).toHaveTextContent(
      'You save EGP 80.48 compared with buying the 7 items separately',
    );
  });

  it('issue 23 §7 shows no saving when the package costs as much as its contents, or more', async () => {
    for (const price of [409.48, 500]) {
      const { unmount } = await renderDetail('/packages/year-5/3', { ...api, [packagePath(3)]: pricedPro(price) });
      await loaded('Year 5 Pro Package');
      expect(sidebar()).toHaveTextContent(`Price: EGP ${price.toFixed(2)}`);
      expect(screen.queryByText(/You save/)).not.toBeInTheDocument();
      unmount();
    }
  });

  it('PD-05 Add to Cart adds the package (type package), opens the cart and becomes "Added to Cart", disabled', async () => {
    const { user } = await renderDetail('/packages/year-5/3');
    await loaded('Year 5 Pro Package');
    await user.click(within(sidebar()).getByRole('button', { name: 'Add to Cart' }));
    expect(within(sidebar()).getByRole('button', { name: 'Added to Cart' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    const probe = screen.getByTestId('cart-probe');
    expect(probe).toHaveAttribute('data-open', 'true');
    expect(probe).toHaveTextContent('package:3x1');
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toEqual([year5ProCartLine]);
  });

  it('PD-05 a package already in the cart shows "Added to Cart" on arrival', async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([year5ProCartLine]));
    await renderDetail('/packages/year-5/3');
    await loaded('Year 5 Pro Package');
    expect(within(sidebar()).getByRole('button', { name: 'Added to Cart' })).toBeDisabled();
  });

  it('PD-07 the sidebar takes pro, basic or standard styling from the package name', async () => {
    await renderDetail('/packages/year-5/3');
    await loaded('Year 5 Pro Package');
    expect(sidebar().firstElementChild).toHaveAttribute('data-style', 'pro');
  });

  it('PD-07 a basic package gets basic styling, a starter one the standard look', async () => {
    const first = await renderDetail('/packages/year-5/2');
    await loaded('Year 5 Basic Package');
    expect(sidebar().firstElementChild).toHaveAttribute('data-style', 'basic');
    first.unmount();
    await renderDetail('/packages/year-5/1');
    await loaded('Year 5 Starter Package');
    expect(sidebar().firstElementChild).toHaveAttribute('data-style', 'standard');
    expect(screen.queryByText('Best Value')).not.toBeInTheDocument();
  });

  it('PD-06 an unknown package shows "Package not found." with a way back to the year', async () => {
    const { user, router } = await renderDetail('/packages/year-5/999');
    expect(await loaded('Package not found.')).toBeInTheDocument();
    expect(document.title).toBe('Package Not Found | The Gate');
    const back = screen.getByRole('link', { name: 'Back to Year 5 Packages' });
    expect(back).toHaveAttribute('href', '/packages/year-5');
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    stubApi({});
    await user.click(back);
    expect(router.state.location.pathname).toBe('/packages/year-5');
  });

  it('PD-06 a non-numeric id is not found without a request', async () => {
    const { fetchMock } = await renderDetail('/packages/year-6/abc');
    expect(await loaded('Package not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Year 6 Packages' })).toHaveAttribute('href', '/packages/year-6');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('PD-06 a group that is not a package (a collection) is not sold as one', async () => {
    await renderDetail('/packages/year-5/4');
    expect(await loaded('Package not found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });

  it("the way back follows the package's own year when the address names another", async () => {
    await renderDetail('/packages/year-8/3');
    await loaded('Year 5 Pro Package');
    expect(screen.getByRole('link', { name: 'Back to Year 5 Packages' })).toHaveAttribute('href', '/packages/year-5');
  });

  it('PD-09 reading: another failure shows an error with Try again, which reloads; no sample package', async () => {
    stubApi({ [packagePath(3)]: reply(500, 'boom') });
    const { user } = renderPackages('/packages/year-5/3');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: "We couldn't load this package" })).toBeInTheDocument();
    expect(alert).toHaveTextContent('API request failed with status 500: boom');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to Year 5 Packages' })).toBeInTheDocument();
    expect(screen.queryByText(/EGP/)).not.toBeInTheDocument();

    stubApi(api);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await loaded('Year 5 Pro Package')).toBeInTheDocument();
  });
});
