import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { withBeforePages } from './routes.tsx';

describe('withBeforePages', () => {
  it('makes every lazy page but the sign-in ones wait for `before`', async () => {
    const order: string[] = [];
    const page = (name: string) => async () => {
      order.push(name);
      return { Component: () => null };
    };
    const list: RouteObject[] = [
      { path: 'login', lazy: page('login') },
      { lazy: page('layout'), children: [{ path: 'home', lazy: page('home') }] },
    ];
    let release!: () => void;
    const before = () => new Promise<void>((resolve) => { release = () => { order.push('catalogs'); resolve(); }; });
    const wrapped = withBeforePages(list, before);
    expect(wrapped[0]!.lazy).toBe(list[0]!.lazy);
    const home = (wrapped[1]!.children![0]!.lazy as () => Promise<unknown>)();
    let done = false;
    void home.then(() => { done = true; });
    await new Promise((r) => setTimeout(r, 10));
    expect(done).toBe(false);
    release();
    await home;
    expect(order).toEqual(['home', 'catalogs']);
  });
});
