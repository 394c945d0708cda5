import { createHash } from 'node:crypto';

/** What other modules tell `recordDownload` of who downloads; only the key below is stored. */
export type DownloadVisitor = { userId: string } | { address: string };

/**
 * Who a download is counted for (issue 13 §3): a signed-in user, or a signed-out visitor's address.
 * The address is kept only as a hash, and only until the day after (pruneDownloadEvents).
 */
export const downloadVisitor = {
  user: (userId: string) => `user:${userId}`,
  address: (ip: string) => `address:${createHash('sha256').update(ip).digest('base64url').slice(0, 22)}`,
};

/** The key a visitor's downloads are counted under. */
export const visitorKey = (visitor: DownloadVisitor) =>
  'userId' in visitor ? downloadVisitor.user(visitor.userId) : downloadVisitor.address(visitor.address);
