import { useServices, useSession } from '../shell/services.tsx';
import { useCurrentUser } from '../shell/data-hooks.ts';
import type { CurrentUser } from '../api/types.ts';

export type UserPost = CurrentUser['posts'][number];

/**
 * The signed-in user's posts and which one is current: the post this tab switched to (session storage, per user),
 * else the server's current post of the session. Ids are the wire's numbers, so `post.postId === currentPostId`
 * marks the current post wherever it is shown (header menu, pages).
 */
export function useCurrentPost(): { posts: UserPost[]; currentPostId: number | null; currentPost: UserPost | null } {
  const { session } = useServices();
  const current = useSession();
  const user = useCurrentUser();
  const posts = user.data?.posts ?? [];
  const chosen = current ? session.currentPostId(current.user.userId) : null;
  // A stored choice the user no longer holds (post removed since) falls back to the server's.
  const currentPostId = (chosen !== null && posts.some((p) => p.postId === chosen) ? chosen : null) ?? user.data?.currentPostId ?? null;
  return { posts, currentPostId, currentPost: posts.find((p) => p.postId === currentPostId) ?? null };
}
