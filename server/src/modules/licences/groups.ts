import { LICENCE_MESSAGES, MAX_GROUP_MEMBERS } from '@the-gate/contract/licence-rules';
import type { LicenceGroup } from '@the-gate/contract/licences';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-errors';
import * as repo from './repository';
import type { LicencesService } from './service';

const normalise = (email: string) => email.trim().toLowerCase();

/**
 * A buyer's groups (issue 27 §4): a name and the e-mail addresses of its members, and in one step a
 * seat of a licence for each member. Only the group's owner sees or changes it; another's is a 404.
 */
export function createLicenceGroups({ db, licences }: { db: Database; licences: Pick<LicencesService, 'inviteAll'> }) {
  async function ownGroup(ownerId: string, groupId: number) {
    const group = await repo.selectGroup(db, groupId);
    if (!group || group.ownerUserId !== ownerId) throw notFound(LICENCE_MESSAGES.groupNotFound);
    return group;
  }

  async function present(groups: repo.GroupRow[]): Promise<LicenceGroup[]> {
    const ids = groups.map((group) => group.id);
    const [members, grants] = await Promise.all([repo.selectMembers(db, ids), repo.selectGroupGrants(db, ids)]);
    return groups.map((group) => ({
      id: group.id,
      name: group.name,
      members: members.filter((member) => member.groupId === group.id).map((member) => member.email),
      licenceIds: grants.filter((grant) => grant.groupId === group.id).map((grant) => grant.licenceId),
    }));
  }

  async function one(groupId: number): Promise<LicenceGroup> {
    const group = await repo.selectGroup(db, groupId);
    if (!group) throw notFound(LICENCE_MESSAGES.groupNotFound);
    return (await present([group]))[0]!;
  }

  return {
    async list(ownerId: string) {
      return present(await repo.selectGroups(db, ownerId));
    },

    async create(ownerId: string, input: { name: string; members: string[] }) {
      const group = await db.transaction(async (tx) => {
        const created = await repo.insertGroup(tx, ownerId, input.name);
        if (!created) throw new HttpError(409, LICENCE_MESSAGES.groupNameTaken);
        await repo.insertMembers(tx, created.id, [...new Set(input.members.map(normalise))]);
        return created;
      });
      return one(group.id);
    },

    async addMembers(ownerId: string, groupId: number, emails: string[]) {
      await ownGroup(ownerId, groupId);
      const current = await repo.selectMembers(db, [groupId]);
      const fresh = [...new Set(emails.map(normalise))].filter((email) => !current.some((m) => m.email === email));
      if (current.length + fresh.length > MAX_GROUP_MEMBERS) throw new HttpError(400, LICENCE_MESSAGES.tooManyMembers);
      await repo.insertMembers(db, groupId, fresh);
      return one(groupId);
    },

    /** Takes a member out of the group; seats already given stay (removed from the licence on their own). */
    async removeMember(ownerId: string, groupId: number, email: string) {
      await ownGroup(ownerId, groupId);
      if (!(await repo.deleteMember(db, groupId, normalise(email)))) throw notFound(LICENCE_MESSAGES.groupNotFound);
      return one(groupId);
    },

    async remove(ownerId: string, groupId: number) {
      await ownGroup(ownerId, groupId);
      await repo.deleteGroup(db, groupId);
    },

    /** A seat of the licence for every member without one, in one step, all or none (issue 27 §4). */
    async giveSeats(ownerId: string, groupId: number, licenceId: number) {
      await ownGroup(ownerId, groupId);
      const members = await repo.selectMembers(db, [groupId]);
      if (members.length === 0) throw new HttpError(400, LICENCE_MESSAGES.groupEmpty);
      return licences.inviteAll(
        ownerId,
        licenceId,
        members.map((member) => member.email),
        (tx) => repo.insertGroupGrant(tx, groupId, licenceId),
      );
    },
  };
}

export type LicenceGroups = ReturnType<typeof createLicenceGroups>;
