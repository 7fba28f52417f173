import { afterEach, describe, expect, it } from 'vitest';
import { trackServerHead } from './server-head';

const html = (markup: string) => {
  const template = document.createElement('template');
  template.innerHTML = markup;
  return Array.from(template.content.children);
};

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('trackServerHead', () => {
  it('removes the server-made tags of every kind the client rendered again, and keeps the rest', () => {
    document.head.append(
      ...html(
        '<meta charset="utf-8"><meta name="viewport" content="x"><meta name="theme-color" content="#000">' +
          '<title>Server</title><meta name="description" content="server"><link rel="canonical" href="/a">' +
          '<link rel="alternate" hreflang="en" href="/a"><meta property="article:tag" content="css">' +
          '<script type="application/ld+json">{}</script><link rel="manifest" href="/m">',
      ),
    );
    document.body.innerHTML = '<div id="root"></div>';
    const removeReplaced = trackServerHead();

    // What React renders: a title, a description, a canonical and alternates in <head>, JSON-LD in the page.
    document.head.append(
      ...html(
        '<title>Client</title><meta name="description" content="client"><link rel="canonical" href="/a"><link rel="alternate" hreflang="en-US" href="/a">',
      ),
    );
    document.getElementById('root')!.innerHTML = '<script type="application/ld+json">{"a":1}</script>';
    removeReplaced();

    expect(document.title).toBe('Client');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'client');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="alternate"]')).toHaveAttribute('hreflang', 'en-US');
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
    // Not rendered by the client: kept.
    expect(document.head.querySelector('meta[property="article:tag"]')).not.toBeNull();
    expect(document.head.querySelector('meta[name="viewport"]')).not.toBeNull();
    expect(document.head.querySelector('meta[name="theme-color"]')).not.toBeNull();
    expect(document.head.querySelector('link[rel="manifest"]')).not.toBeNull();
  });

  it('keeps the static title when the page renders none (the login page)', () => {
    document.head.append(...html('<title>Emi Castellano — Web Developer</title>'));
    const removeReplaced = trackServerHead();
    document.head.append(...html('<meta name="robots" content="noindex">'));
    removeReplaced();
    expect(document.title).toBe('Emi Castellano — Web Developer');
  });
});
