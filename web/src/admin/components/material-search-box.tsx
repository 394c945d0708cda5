import { useId } from 'react';
import { Input } from '@/components/ui/input';

/** The search box of a materials picker (a package's contents, an exam's paper; useMaterialSearch). */
export function MaterialSearchBox({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <Input
        id={id}
        type="search"
        value={value}
        maxLength={200}
        placeholder="Search the materials by title"
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}
