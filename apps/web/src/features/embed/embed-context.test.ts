import { describe, expect, it } from 'vitest';
import { parseEmbedContext, parsePagePrefill } from './embed-context';

describe('parseEmbedContext', () => {
  it('reads the widget id, the host origin and the mode', () => {
    expect(parseEmbedContext('?embed=w2&embedOrigin=https%3A%2F%2Fshop.example&embedMode=popup')).toEqual({
      embedId: 'w2',
      parentOrigin: 'https://shop.example',
      mode: 'popup',
    });
  });

  it('refuses anything that is not a bare http(s) origin, an unknown mode or an odd id', () => {
    expect(parseEmbedContext('?embed=w2&embedOrigin=https://shop.example/page&embedMode=popup')).toBeNull();
    expect(parseEmbedContext('?embed=w2&embedOrigin=javascript:alert(1)&embedMode=popup')).toBeNull();
    expect(parseEmbedContext('?embed=w2&embedOrigin=https://shop.example&embedMode=modal')).toBeNull();
    expect(parseEmbedContext('?embed=<b>&embedOrigin=https://shop.example&embedMode=inline')).toBeNull();
    expect(parseEmbedContext('?utm_source=x')).toBeNull();
  });
});

describe('parsePagePrefill', () => {
  it('reads name, email, guests and answers by question id', () => {
    expect(
      parsePagePrefill(
        '?name=Ada+Lovelace&email=ada%40example.com&guests=a@x.io,%20,b@x.io&answer.q1=Hi&answer.=x',
      ),
    ).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      guests: ['a@x.io', 'b@x.io'],
      answers: { q1: 'Hi' },
    });
  });

  it('is empty without parameters', () => {
    expect(parsePagePrefill('?name=%20')).toEqual({});
  });
});
