import type { CreateGroupRequest } from '@the-gate/contract/admin-groups';
import { toast } from 'sonner';
import { Link } from '@/lib/router';
import { createGroup } from '../api/groups';
import { PageTitle } from '../components/page-title';
import { EMPTY_GROUP } from '../groups/form-values';
import { GroupForm } from '../groups/group-form';
import { adminPaths, groupPath } from '../paths';

/** A new package, book or collection (catalogue.manage): created as a Draft, then edited on its own page (pictures, status). */
export function GroupNewPage() {
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={adminPaths.groups} className="font-medium text-brand-700 underline underline-offset-2">
          Packages & books
        </Link>
      </p>
      <PageTitle title="New package or book" />
      <div className="max-w-3xl">
        <GroupForm
          mode="create"
          defaults={EMPTY_GROUP}
          managerLocked={false}
          onSave={async (request) => {
            const { id } = await createGroup(request as CreateGroupRequest);
            toast.success('Created as a draft. Add its pictures here.');
            return { goTo: groupPath(id) };
          }}
        />
      </div>
    </>
  );
}
