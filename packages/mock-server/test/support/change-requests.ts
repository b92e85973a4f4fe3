/** Reading every change request of a space: the list filters by one status, so read each and merge them. */
import type { ChangeRequest, DocPub } from '@docpub/sdk';
import { CHANGE_REQUEST_STATUSES } from '@docpub/sdk/contract';

/** Every change request of a space whatever its status, in number order (optionally one contributor's). */
export async function everyChangeRequest(client: DocPub, spaceId: string, params: { contributor?: string } = {}): Promise<ChangeRequest[]> {
  const lists = await Promise.all(
    CHANGE_REQUEST_STATUSES.map((status) => client.changeRequests.list(spaceId, { ...params, status }).toArray()),
  );
  return lists.flat().sort((a, b) => a.number - b.number);
}
