import { Search } from 'lucide-react';
import { useId } from 'react';
import { Input } from '@/components/ui/input';

type Props = { value: string; onChange: (value: string) => void; onSubmit: () => void };

/** The course search box (TC-02); Enter writes the search to the address at once. */
export function TeacherCourseSearch({ value, onChange, onSubmit }: Props) {
  const inputId = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for some browsers (and jsdom); the role says the same.
    <form
      role="search"
      className="max-w-2xl"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
        Search courses
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <Input
          id={inputId}
          type="search"
          className="pl-9"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder="Search by title, description, category or instructor..."
          autoComplete="off"
        />
      </div>
    </form>
  );
}
