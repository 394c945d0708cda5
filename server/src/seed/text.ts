import { demoExercises } from './demo/exercises';
import { DEMO_SKILLS, type DemoExercise, type DemoSkill } from './demo/types';

/** Plain paragraphs from the demo HTML, for the generated PDFs. */
export function htmlToParagraphs(html: string): string[] {
  return html
    .replace(/<\/(p|li|h[1-6]|blockquote)>/gi, '\n')
    .replace(/<li>/gi, '- ')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

export const YEAR_HUES: Record<number, number> = { 5: 205, 6: 150, 7: 25, 8: 275 };

const ALL_EXERCISES = DEMO_SKILLS.flatMap((skill) => demoExercises[skill]);

/**
 * The exercises for a demo file's pages after its description (issue 23 §7): those of its skill,
 * or of every skill for a book. Each file starts at its own place in the list, so two sheets of a
 * year do not open on the same extract.
 */
export function exercisesFor(slug: string, skill?: DemoSkill): DemoExercise[] {
  const list = skill ? demoExercises[skill] : ALL_EXERCISES;
  const start = [...slug].reduce((hash, ch) => (hash * 31 + ch.charCodeAt(0)) % 10_007, 0) % list.length;
  return [...list.slice(start), ...list.slice(0, start)];
}
