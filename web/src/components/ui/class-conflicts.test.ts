import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { conflictingClasses } from '@/test/class-conflicts';
import { badgeVariants } from './badge';
import { buttonVariants } from './button';

/*
 * Issue 23 §5: `cn` only joins class names (tailwind-merge left the bundle), so no class a
 * button or badge gets may set a property another of its classes sets: the stylesheet's order,
 * not the order of the classes, would pick the winner. Every `cn` call the web tests make is
 * checked in src/test/setup.ts; this file checks every variant combination, and every <Button>
 * and <Badge> in the source with the classes written at it, rendered by a test or not.
 */

type ButtonOptions = NonNullable<Parameters<typeof buttonVariants>[0]>;
type BadgeOptions = NonNullable<Parameters<typeof badgeVariants>[0]>;
type Choices<T> = Record<Extract<NonNullable<T>, string>, true>;

// `satisfies` makes a variant added to the component without being added here a type error.
const BUTTON_CHOICES = {
  variant: {
    default: true,
    accent: true,
    outline: true,
    accentOutline: true,
    floating: true,
    onDark: true,
    onDarkClear: true,
    ghost: true,
    ghostDanger: true,
    destructive: true,
    success: true,
    link: true,
    bare: true,
  } satisfies Choices<ButtonOptions['variant']>,
  size: {
    default: true,
    sm: true,
    lg: true,
    icon: true,
    'icon-md': true,
    'icon-sm': true,
    bare: true,
  } satisfies Choices<ButtonOptions['size']>,
  shape: { default: true, round: true } satisfies Choices<ButtonOptions['shape']>,
};
const BADGE_CHOICES = {
  variant: {
    default: true,
    secondary: true,
    success: true,
    accent: true,
    danger: true,
    strong: true,
    onColour: true,
    outline: true,
  } satisfies Choices<BadgeOptions['variant']>,
};

type Options = Record<string, string>;

/** Every combination of the given choices, each axis narrowed to one value where it is fixed. */
function combinations(choices: Record<string, Record<string, true>>, fixed: Options = {}): Options[] {
  return Object.entries(choices).reduce<Options[]>(
    (partial, [axis, values]) =>
      partial.flatMap((options) =>
        (fixed[axis] ? [fixed[axis]] : Object.keys(values)).map((value) => ({ ...options, [axis]: value })),
      ),
    [{}],
  );
}

const BUTTON = { choices: BUTTON_CHOICES, classes: (options: Options) => buttonVariants(options as ButtonOptions) };
const BADGE = { choices: BADGE_CHOICES, classes: (options: Options) => badgeVariants(options as BadgeOptions) };
/** An axis a tag does not fix is checked with every value, its default among them. */
const COMPONENTS = { Button: BUTTON, Badge: BADGE };
/** What the app's buttons made of Button (their className goes to it) are checked as. */
const TAGS: Record<string, keyof typeof COMPONENTS> = {
  Button: 'Button',
  SubmitButton: 'Button',
  AddToCartButton: 'Button',
  InLibraryLink: 'Button',
  TakeExamButton: 'Button',
  ViewDetailsLink: 'Button',
  Badge: 'Badge',
};

describe('component classes set each property once (issue 23 §5)', () => {
  for (const [name, { choices, classes }] of Object.entries(COMPONENTS)) {
    it(`every ${name} variant combination`, () => {
      const conflicts = combinations(choices)
        .map((options) => ({ options, dropped: conflictingClasses(classes(options)) }))
        .filter(({ dropped }) => dropped.length > 0);
      expect(conflicts).toEqual([]);
    });
  }

  it('flags a class that a later one overrides, and not a repeated one', () => {
    expect(conflictingClasses('h-10 px-4 text-sm h-12')).toEqual(['h-10']);
    expect(conflictingClasses(`${buttonVariants({ size: 'lg' })} text-sm`)).toEqual(['text-base']);
    expect(conflictingClasses('w-full h-10 w-full')).toEqual([]);
  });
});

const SOURCE = join(import.meta.dirname, '../..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : [];
  });
}

/** The string literals in an attribute's value: all the classes it may give, joined (conservative). */
function literals(node: ts.Node): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  const found: string[] = [];
  node.forEachChild((child) => {
    found.push(...literals(child));
  });
  return found;
}

type Usage = { where: string; tag: string; component: keyof typeof COMPONENTS; fixed: Options; className: string };

/** Each <Button> and <Badge> written with classes: its fixed variants (a literal value) and its classes. */
function usages(): Usage[] {
  const found: Usage[] = [];
  for (const file of sourceFiles(SOURCE)) {
    const source = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
      ts.ScriptKind.TSX,
    );
    const visit = (node: ts.Node) => {
      const component =
        (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && TAGS[node.tagName.getText()];
      if (component) {
        const fixed: Options = {};
        let className = '';
        for (const attribute of node.attributes.properties) {
          if (!ts.isJsxAttribute(attribute) || !attribute.initializer) continue;
          const name = attribute.name.getText();
          const value = attribute.initializer;
          if (name === 'className') className = literals(value).join(' ');
          else if (ts.isStringLiteral(value)) fixed[name] = value.text;
        }
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        if (className)
          found.push({
            where: `${relative(SOURCE, file)}:${line}`,
            tag: node.tagName.getText(),
            component,
            fixed,
            className,
          });
      }
      node.forEachChild(visit);
    };
    visit(source);
  }
  return found;
}

describe('the classes written at each <Button> and <Badge> (issue 23 §5)', () => {
  const found = usages();

  it('finds the buttons and badges given classes in the source', () => {
    expect(found.filter(({ component }) => component === 'Button').length).toBeGreaterThan(25);
    expect(found.some(({ tag }) => tag === 'SubmitButton')).toBe(true);
    expect(found.some(({ component }) => component === 'Badge')).toBe(true);
  });

  it('override none of their variants classes', () => {
    const conflicts = found.flatMap(({ where, tag, component, fixed, className }) => {
      const { choices, classes } = COMPONENTS[component];
      const dropped = new Set(
        combinations(choices, fixed).flatMap((options) => conflictingClasses(`${classes(options)} ${className}`)),
      );
      return dropped.size ? [`${where} <${tag} className="${className}"> overrides ${[...dropped].join(', ')}`] : [];
    });
    expect(conflicts).toEqual([]);
  });
});
