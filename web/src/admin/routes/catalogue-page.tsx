import { PageTitle } from '../components/page-title';

/** The catalogue's place in the back office; its screens are the next step of issue 24 (§2). */
export function CataloguePage() {
  return (
    <>
      <PageTitle title="Catalogue" />
      <p className="max-w-prose text-slate-700">
        Materials, packages, digital books, exams and courses will be managed here. This comes next.
      </p>
    </>
  );
}
