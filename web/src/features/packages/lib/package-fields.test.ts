import { describe, expect, it } from 'vitest';
import {
  answerKey,
  group,
  groups,
  inferenceSheet,
  levelTag,
  material,
  mockExam,
  packageList,
  packageTypeTag,
  year5Basic,
  year5Bundle,
  year5Pro,
  year5Starter,
} from '../test/fixtures';
import {
  includesBySkill,
  isBestValue,
  isPremiumPackage,
  OTHER_SKILL,
  packageCartItem,
  packageStyle,
  parsePackageId,
  sectionCounts,
  tiersForYear,
} from './package-fields';
import { YEAR_PACKAGES, yearSummary } from './year-packages';

const names = (list: { name: string }[]) => list.map((item) => item.name);
const skillCounts = (materials: Parameters<typeof includesBySkill>[0]) =>
  includesBySkill(materials).map(({ skill, materials: items }) => [skill, items.map((item) => item.id)]);

describe('tiersForYear', () => {
  it('PY-01 keeps the groups whose levels tag is the year, and only packages (not its collection or book)', () => {
    expect(names(tiersForYear(groups, 'Year 6'))).toEqual([
      'Year 6 Starter Package',
      'Year 6 Basic Package',
      'Year 6 Pro Package',
    ]);
    expect(tiersForYear(groups, 'Year 5').map((tier) => tier.id)).not.toContain(4);
    expect(tiersForYear(groups, 'Year 7')).toEqual([]);
  });

  it('PY-03 sorts starter, basic, pro whatever the order they arrive in', () => {
    expect(names(tiersForYear([year5Pro, year5Starter, year5Basic], 'Year 5'))).toEqual([
      'Year 5 Starter Package',
      'Year 5 Basic Package',
      'Year 5 Pro Package',
    ]);
  });

  it('PY-02 shows at most 3 tiers: a fourth package of another tier sorts last and is left out', () => {
    const tiers = tiersForYear(groups, 'Year 5');
    expect(tiers).toHaveLength(3);
    expect(tiers).not.toContain(year5Bundle);
    // Anything else (tier 4) sorts after pro, and before nothing.
    expect(names(tiersForYear([year5Bundle, year5Pro], 'Year 5'))).toEqual([
      'Year 5 Pro Package',
      'Year 5 Holiday Bundle',
    ]);
  });

  it('PY-04 takes the tier from the PackageType tag, not the name', () => {
    const misnamed = group({ id: 50, name: 'Pro Sheets', tags: [levelTag(5), packageTypeTag('Starter')] });
    expect(names(tiersForYear([year5Basic, misnamed], 'Year 5'))).toEqual(['Pro Sheets', 'Year 5 Basic Package']);
  });

  it('keeps the server order between packages of the same tier', () => {
    const second = group({ id: 51, name: 'Second Starter', tags: [levelTag(5), packageTypeTag('Starter')] });
    expect(names(tiersForYear([year5Basic, year5Starter, second], 'Year 5'))).toEqual([
      'Year 5 Starter Package',
      'Second Starter',
      'Year 5 Basic Package',
    ]);
  });
});

describe('isBestValue', () => {
  it('PY-05 flags the pro tier only', () => {
    expect(isBestValue(year5Pro)).toBe(true);
    expect(isBestValue(year5Basic)).toBe(false);
    expect(isBestValue(year5Starter)).toBe(false);
    expect(isBestValue(year5Bundle)).toBe(false);
  });
});

describe('includesBySkill', () => {
  it('PY-06 groups the items by Sub-strand, counting only those whose Count tag is "True"', () => {
    // The answer key (Count "False") and the teacher notes (no Count tag) are left out.
    expect(skillCounts(year5Pro.materials)).toEqual([
      ['Reading', [101, 106]],
      ['Writing', [102, 104]],
      ['Speaking and Listening', [105]],
    ]);
    expect(skillCounts(year5Starter.materials)).toEqual([
      ['Reading', [101]],
      ['Writing', [102]],
    ]);
  });

  it('PY-06 a Count tag must read exactly "True"', () => {
    const lowerCase = material({
      id: 60,
      title: 'Lower case',
      tags: [
        { id: 9, key: 'Sub-strand', value: 'Reading' },
        { id: 40, key: 'Count', value: 'true' },
      ],
    });
    expect(includesBySkill([lowerCase, answerKey])).toEqual([]);
  });

  it(`puts a counted item without a Sub-strand under "${OTHER_SKILL}"`, () => {
    const noSkill = material({ id: 61, title: 'Loose sheet', tags: [{ id: 40, key: 'Count', value: 'True' }] });
    expect(skillCounts([noSkill, inferenceSheet])).toEqual([
      [OTHER_SKILL, [61]],
      ['Reading', [101]],
    ]);
  });

  it('is empty without materials', () => {
    expect(includesBySkill(undefined)).toEqual([]);
  });
});

describe('sectionCounts', () => {
  it('PD-01 counts Practice Sheets, PowerPoint Presentations and Practice Exams among the counted items', () => {
    expect(sectionCounts(year5Pro.materials)).toEqual([
      { label: 'Practice Sheets', count: 2 },
      { label: 'PowerPoint Presentations', count: 2 },
      { label: 'Practice Exams', count: 1 },
    ]);
    expect(sectionCounts(year5Starter.materials).map(({ count }) => count)).toEqual([2, 0, 0]);
    expect(sectionCounts([mockExam, answerKey]).map(({ count }) => count)).toEqual([0, 0, 1]);
    expect(sectionCounts(undefined).map(({ count }) => count)).toEqual([0, 0, 0]);
  });
});

describe('packageStyle', () => {
  it('PD-07 pro styling when the name contains "pro" or "complete", in any case', () => {
    expect(packageStyle('Year 5 Pro Package')).toBe('pro');
    expect(packageStyle('The Complete Year 6 Set')).toBe('pro');
    expect(packageStyle('PRO')).toBe('pro');
    // Pro wins over basic when a name has both.
    expect(packageStyle('Complete Core Skills')).toBe('pro');
  });

  it('PD-07 basic styling when the name contains "basic" or "core"', () => {
    expect(packageStyle('Year 5 Basic Package')).toBe('basic');
    expect(packageStyle('Core Skills Set')).toBe('basic');
  });

  it('PD-07 other names keep the standard styling; only whole words count', () => {
    expect(packageStyle('Year 5 Starter Package')).toBe('standard');
    expect(packageStyle('A New Approach to Reading')).toBe('standard');
    expect(packageStyle('Scored Practice')).toBe('standard');
  });
});

describe('isPremiumPackage', () => {
  it('B§9 a premium package is the pro tier or has "pro" or "premium" in its name', () => {
    expect(packageList.filter(isPremiumPackage).map((item) => item.id)).toEqual([3, 13, 23, 33, 34]);
  });
});

describe('packageCartItem', () => {
  it('PD-05 a package goes to the cart as type package, with its price and year', () => {
    expect(packageCartItem(year5Pro)).toEqual({
      id: 3,
      type: 'package',
      title: 'Year 5 Pro Package',
      price: 549,
      isFree: false,
      thumbnailPath: '/files/packages/3.svg',
      yearGroup: 'Year 5',
    });
  });

  it('a free package costs 0', () => {
    expect(packageCartItem({ ...year5Pro, isFree: true }).price).toBe(0);
  });
});

describe('parsePackageId', () => {
  it('accepts a positive whole number only', () => {
    expect(parsePackageId('3')).toBe(3);
    for (const raw of [undefined, '', 'abc', '0', '-1', '1.5', '3a', '99999999999999999999']) {
      expect(parsePackageId(raw)).toBeNull();
    }
  });
});

describe('year packages', () => {
  it('PK-06 each entry holds year 5 to 8, route year-N, a title and a colour of its own', () => {
    expect(YEAR_PACKAGES.map(({ year, route, title }) => [year, route, title])).toEqual([
      [5, 'year-5', 'Year 5'],
      [6, 'year-6', 'Year 6'],
      [7, 'year-7', 'Year 7'],
      [8, 'year-8', 'Year 8'],
    ]);
    expect(new Set(YEAR_PACKAGES.map(({ colour }) => colour)).size).toBe(4);
  });

  it('summarises the tiers the year page will show, from the cheapest of them', () => {
    // The Holiday Bundle (EGP 99.00) is past the cap of 3, so it does not set the "from" price.
    expect(yearSummary(packageList, 'Year 5')).toBe('3 tiers from EGP 199.00');
    expect(yearSummary(packageList, 'Year 7')).toBe('1 tier from EGP 589.00');
    expect(yearSummary([], 'Year 7')).toBeNull();
  });
});
