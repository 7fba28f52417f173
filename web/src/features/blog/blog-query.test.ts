import { describe, expect, it } from 'vitest';
import type { PostSummary } from '@portfolio/content/content-types';
import { relatedPosts } from './blog-query';

/** A newest-first list, as the post page's loader has it. */
const post = (id: string, tags: string[]): PostSummary => ({ id, tags }) as unknown as PostSummary;
const list = [
  post('newest', ['css']),
  post('react-and-css', ['react', 'css']),
  post('this-one', ['react', 'css', 'a11y']),
  post('react-only', ['react']),
  post('all-three', ['react', 'css', 'a11y']),
  post('unrelated', ['firebase']),
  post('oldest-css', ['css']),
];
const ids = (posts: PostSummary[]) => posts.map((item) => item.id);

describe('relatedPosts', () => {
  it('ranks by shared tags, then newest first, up to three, never the post itself', () => {
    expect(ids(relatedPosts(list, list[2]))).toEqual(['all-three', 'react-and-css', 'newest']);
  });

  it('leaves out posts with no tag in common, even when that makes fewer than three', () => {
    expect(ids(relatedPosts(list, post('firebase-post', ['firebase', 'rules'])))).toEqual(['unrelated']);
    expect(relatedPosts(list, post('no-tags', []))).toEqual([]);
  });

  it('takes a smaller limit', () => {
    expect(ids(relatedPosts(list, list[2], 1))).toEqual(['all-three']);
  });
});
