import { FilterSelect, ItemFilters, SearchFilter } from '../components/list-filters';
import { COURSE_LEVEL_CHOICES } from './course-rules';
import type { CoursesListQuery } from './courses-api';

type Props = { query: CoursesListQuery; onChange: (change: CoursesListQuery) => void };

/**
 * The courses list's search and filters (issue 24 §2, §6): search and category go to the server
 * once typing rests, status and difficulty at once; the address holds them all.
 */
export function CoursesFilters({ query, onChange }: Props) {
  return (
    <ItemFilters
      columns="sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]"
      query={query}
      placeholder="Title, instructor, category"
      onChange={onChange}
    >
      <FilterSelect
        label="Difficulty"
        value={query.difficulty ?? ''}
        onChange={(event) => onChange({ difficulty: event.target.value })}
      >
        <option value="">Any difficulty</option>
        {COURSE_LEVEL_CHOICES.map((level) => (
          <option key={level} value={level}>
            {level}
          </option>
        ))}
      </FilterSelect>
      <SearchFilter
        label="Category"
        plain
        value={query.category}
        placeholder="Exact category"
        maxLength={100}
        onSearch={(category) => onChange({ category })}
      />
    </ItemFilters>
  );
}
