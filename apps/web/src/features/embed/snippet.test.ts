import { describe, expect, it } from 'vitest';
import { buildSnippet } from './snippet';

describe('buildSnippet', () => {
  it('writes an inline widget with the chosen look', () => {
    expect(
      buildSnippet('https://book.example.com', 'inline', {
        accessLink: 'acme',
        slug: 'intro',
        theme: 'dark',
        brandColor: '#0f766e',
        hideEventDetails: true,
      }),
    ).toBe(
      '<script src="https://book.example.com/embed.js" defer></script>\n' +
        '<div data-kairos-inline data-kairos-access-link="acme" data-kairos-slug="intro" data-kairos-theme="dark" ' +
        'data-kairos-brand-color="#0f766e" data-kairos-hide-event-details="true"></div>',
    );
  });

  it('writes a popup button with its text, escaped, for a share link', () => {
    expect(
      buildSnippet('https://book.example.com', 'popup', {
        shareLink: 'x1',
        buttonText: 'Book <now> "today"',
      }),
    ).toBe(
      '<script src="https://book.example.com/embed.js" defer></script>\n' +
        '<button type="button" data-kairos-popup data-kairos-share-link="x1" ' +
        'data-kairos-button-text="Book &#60;now&#62; &#34;today&#34;">Book &#60;now&#62; &#34;today&#34;</button>',
    );
  });

  it('writes a floating button for a routing form, leaving out empty and light options', () => {
    expect(
      buildSnippet('https://book.example.com', 'floating', {
        accessLink: 'acme',
        form: 'contact',
        theme: 'light',
        brandColor: '',
      }),
    ).toBe(
      '<script src="https://book.example.com/embed.js" defer></script>\n' +
        '<div data-kairos-floating data-kairos-access-link="acme" data-kairos-form="contact"></div>',
    );
  });
});
