import { render, screen, within } from '@testing-library/react';
import { Clock, Gauge } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { Badge } from '@/components/ui/badge';
import { MemoryRouter } from '@/test/memory-router';
import { CardFacts, ProductCard, ViewDetailsLink } from './product-card';

const IMAGE = { src: null, width: 480, height: 640, aspect: 'aspect-[4/3]' };

function renderCard(node: React.ReactNode) {
  return render(<MemoryRouter>{node}</MemoryRouter>);
}

// The storefront kit's one product card (issue 23 §3).
describe('ProductCard', () => {
  it('is an article named by its title, with its badges, description, price and actions', () => {
    renderCard(
      <ProductCard
        title="Inference Sheet"
        image={{ ...IMAGE, alt: 'Inference Sheet' }}
        badges={[<Badge key="type">Worksheet</Badge>, null, <Badge key="year">Year 5</Badge>]}
        description="Practise reading between the lines."
        price="EGP 52.50"
        actions={<ViewDetailsLink to="/material/5" name="Inference Sheet" />}
      />,
    );
    const card = screen.getByRole('article', { name: 'Inference Sheet' });
    expect(within(card).getByRole('heading', { level: 2, name: 'Inference Sheet' })).toBeInTheDocument();
    expect(within(card).getByText('Worksheet')).toBeInTheDocument();
    expect(within(card).getByText('Year 5')).toBeInTheDocument();
    expect(within(card).getByText('Practise reading between the lines.')).toBeInTheDocument();
    expect(within(card).getByText('EGP 52.50')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Inference Sheet' })).toHaveAttribute(
      'src',
      '/images/default-material.svg',
    );
    expect(within(card).getByRole('link', { name: 'View Details: Inference Sheet' })).toHaveAttribute(
      'href',
      '/material/5',
    );
  });

  it('with `cover`, its title is the one link and covers the card; its picture is then decorative', () => {
    renderCard(<ProductCard title="Year 5 Collection" href="/materials/year-5/12" cover image={IMAGE} price="Free" />);
    const card = screen.getByRole('article', { name: 'Year 5 Collection' });
    const link = within(card).getByRole('link');
    expect(link).toHaveAccessibleName('Year 5 Collection');
    expect(link).toHaveAttribute('href', '/materials/year-5/12');
    expect(link).toHaveClass('after:absolute', 'after:inset-0');
    expect(card).toHaveClass('relative');
    expect(within(card).getByRole('presentation')).toHaveAttribute('alt', '');
    expect(within(card).getByText('Free')).toBeInTheDocument();
  });

  it('without `cover` only the title links, and a title without `href` is plain text', () => {
    renderCard(
      <>
        <ProductCard title="Essay Writing" titleSize="lg" headingLevel="h3" href="/teacher-courses/7" />
        <ProductCard title="Reading Sheet" />
      </>,
    );
    const course = screen.getByRole('article', { name: 'Essay Writing' });
    expect(within(course).getByRole('heading', { level: 3 })).toHaveClass('text-lg');
    expect(within(course).getByRole('link', { name: 'Essay Writing' })).not.toHaveClass('after:absolute');
    expect(within(screen.getByRole('article', { name: 'Reading Sheet' })).queryByRole('link')).toBeNull();
  });

  it('puts labelled badges in a named list, one item each', () => {
    renderCard(<ProductCard title="Essay Writing" badgesLabel="Details" badges={[<Badge key="a">Published</Badge>]} />);
    const list = screen.getByRole('list', { name: 'Details' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Published']);
  });
});

describe('CardFacts', () => {
  it('gives screen readers each term when the facts carry one', () => {
    render(
      <CardFacts
        facts={[
          { icon: Clock, term: 'Duration', value: '45 minutes' },
          { icon: Gauge, term: 'Difficulty', value: 'Medium' },
        ]}
      />,
    );
    expect(
      [...document.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    ).toEqual([
      ['Duration', '45 minutes'],
      ['Difficulty', 'Medium'],
    ]);
  });

  it('lists facts without terms under their label, and shows a single one as a line', () => {
    const { rerender } = render(
      <CardFacts
        label="Course facts"
        facts={[
          { icon: Clock, value: '6 hours' },
          { icon: Gauge, value: '3 lessons' },
        ]}
      />,
    );
    expect(within(screen.getByRole('list', { name: 'Course facts' })).getAllByRole('listitem')).toHaveLength(2);
    rerender(<CardFacts facts={[{ icon: Clock, value: 'Maya Hassan' }]} />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('Maya Hassan').tagName).toBe('P');
  });
});
