import { YEAR_GROUPS } from '@the-gate/contract/admin-catalogue-rules';

/** A year select's options, the catalogue's years after `none` ("No year", "Any year", "Choose a year"). */
export function YearOptions({ none }: { none: string }) {
  return (
    <>
      <option value="">{none}</option>
      {YEAR_GROUPS.map((year) => (
        <option key={year} value={year}>
          {year}
        </option>
      ))}
    </>
  );
}
