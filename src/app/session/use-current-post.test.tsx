import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { fakeServices, PageHarness } from '../../pages/patents/shared/page-harness.tsx';
import { SessionStore } from './session-store.ts';
import { useCurrentPost } from './use-current-post.ts';

const userInfo = (currentPostId: number) => ({
  userId: 7, account: 'leader', username: '陈院长', tenantId: 1, tenantCode: 'univ', tenantName: '示例大学', tenantType: 'university',
  isVisitor: false, roles: ['kybmld'], orgs: [], overTime: 30, currentPostId,
  posts: [
    { postId: 11, postName: '院长', postCode: 'p11', orgId: 1, orgName: '计算机学院', orgCode: 'cs', isMaster: true },
    { postId: 12, postName: '副处长', postCode: 'p12', orgId: 2, orgName: '科研处', orgCode: 'ro', isMaster: false },
  ],
});

function Marks() {
  const { posts, currentPostId } = useCurrentPost();
  return <ul>{posts.map((p) => <li key={p.postId} data-testid={`post-${p.postId}`}>{p.postId === currentPostId ? 'current' : 'other'}</li>)}</ul>;
}

describe('the current post', () => {
  it('is kept per tab with the wire type, so the post it names compares equal', () => {
    const store = new SessionStore(window.localStorage, window.sessionStorage);
    // The header menu hands over the post id of its menu key (a string).
    store.setCurrentPostId('7', '12');
    expect(store.currentPostId('7')).toBe(12);
    expect(userInfo(11).posts.find((p) => p.postId === store.currentPostId('7'))?.postName).toBe('副处长');
  });

  it('after a switch (and a reload: session storage stays) marks the chosen post, not the server\'s default', async () => {
    const { services } = fakeServices({ 'GET /login/user/info': userInfo(11) }, { userId: '7', account: 'leader' });
    services.session.setCurrentPostId('7', '12');
    render(<PageHarness services={services} path="/home" url="/home"><Marks /></PageHarness>);
    await waitFor(() => expect(screen.getByTestId('post-12').textContent).toBe('current'));
    expect(screen.getByTestId('post-11').textContent).toBe('other');
  });

  it('falls back to the server\'s current post when the tab chose none, or a post no longer held', async () => {
    const { services } = fakeServices({ 'GET /login/user/info': userInfo(12) }, { userId: '7', account: 'leader' });
    services.session.setCurrentPostId('7', '99');
    render(<PageHarness services={services} path="/home" url="/home"><Marks /></PageHarness>);
    await waitFor(() => expect(screen.getByTestId('post-12').textContent).toBe('current'));
  });
});
