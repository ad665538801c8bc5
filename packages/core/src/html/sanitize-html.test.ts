import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeHtml', () => {
  it.each([
    [
      'keeps text formatting',
      '<p>Hi <b>Ada</b>, <em>see</em> you<br/></p>',
      '<p>Hi <b>Ada</b>, <em>see</em> you<br /></p>',
    ],
    [
      'keeps safe links, forcing a new tab',
      '<a href="https://example.com/x?a=1&amp;b=2" onclick="x()">go</a>',
      '<a href="https://example.com/x?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">go</a>',
    ],
    [
      'keeps mailto links',
      "<a href='mailto:ada@example.com'>mail</a>",
      '<a href="mailto:ada@example.com" target="_blank" rel="noopener noreferrer">mail</a>',
    ],
    ['drops script with its content', 'a<script>alert(1)</script>b', 'ab'],
    ['drops style with its content', '<style>p{}</style><p>x</p>', '<p>x</p>'],
    ['drops an unclosed script to the end', 'a<script>alert(1)', 'a'],
    ['removes event handlers and styles', '<p onmouseover="x()" style="color:red">t</p>', '<p>t</p>'],
    ['drops unknown tags but keeps their text', '<img src=x onerror=alert(1)><font>t</font>', 't'],
    ['refuses javascript links', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['refuses encoded javascript links', '<a href="jav&#x61;script:alert(1)">x</a>', '<a>x</a>'],
    ['refuses javascript links hidden by whitespace', '<a href=" java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['refuses data links', '<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['escapes stray brackets', '1 < 2 > 0', '1 &lt; 2 &gt; 0'],
    ['drops comments', 'a<!-- <script>alert(1)</script> -->b', 'ab'],
    ['handles a quoted > inside attributes', '<p title="a>b">t</p>', '<p>t</p>'],
    ['drops iframes', '<iframe src="https://evil.example"></iframe>ok', 'ok'],
    ['is case-insensitive', '<SCRIPT>x</SCRIPT><P>y</P>', '<p>y</p>'],
    // Bypasses in the style of the published sanitiser corpora.
    ['refuses decimal-encoded javascript', '<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['refuses padded hex entities', '<a href="&#x0006A;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['refuses entities without semicolons', '<a href="&#106&#97&#118&#97script:alert(1)">x</a>', '<a>x</a>'],
    ['refuses a newline inside the scheme', '<a href="java\nscript:alert(1)">x</a>', '<a>x</a>'],
    ['refuses an encoded tab inside the scheme', '<a href="jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
    ['refuses an encoded colon', '<a href="javascript&colon;alert(1)">x</a>', '<a>x</a>'],
    ['refuses a leading space and upper case', '<A HREF=" JAVASCRIPT:alert(1)">x</A>', '<a>x</a>'],
    ['refuses vbscript', '<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['refuses relative links', '<a href="/account">x</a><a href="{{meetingLink}}">y</a>', '<a>x</a><a>y</a>'],
    ['refuses protocol-relative links', '<a href="//evil.example/x">x</a>', '<a>x</a>'],
    ['refuses data images', '<img src="data:image/svg+xml;base64,PHN2Zz4=">ok', 'ok'],
    ['drops SVG with its content', '<svg><a href="javascript:x"><text>y</text></a></svg>z', 'z'],
    ['drops an unclosed SVG to the end', '<svg/onload=alert(1)>z', ''],
    ['drops MathML with its content', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>w', 'w'],
    ['drops nested scripts whole', '<scr<script>ipt>alert(1)</script>x', 'ipt&gt;alert(1)x'],
    ['keeps no handler on a malformed tag', '<p/onclick="alert(1)">t</p>', '<p>t</p>'],
    ['keeps no handler after a bare attribute', '<b x onmouseover=alert(1)>t</b>', '<b>t</b>'],
    ['drops a tag left open at the end', 'ok<a href="https://x.example"', 'ok'],
    ['drops CDATA', 'a<![CDATA[<script>alert(1)</script>]]>b', 'ab'],
    ['drops an unclosed comment to the end', 'a<!-- <b>b</b>', 'a'],
    [
      'drops style attributes with expressions',
      '<div style="width:expression(alert(1))">t</div>',
      '<div>t</div>',
    ],
    [
      'drops base and meta',
      '<base href="https://evil.example/"><meta http-equiv="refresh" content="0">t',
      't',
    ],
    ['drops forms and their buttons', '<form action="https://evil.example"><button>go</button></form>', 'go'],
  ])('%s', (_name, input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it('never leaves a script tag, an event handler or a javascript: address', () => {
    const pieces = fc.constantFrom(
      '<script>',
      '</script>',
      '<a href="javascript:x">',
      '<p onclick="y">',
      '<img src=x onerror=z>',
      '<',
      '>',
      '"',
      "'",
      'text',
      '<b>',
      '</b>',
      '<svg onload=1>',
      '<!--',
      '-->',
      '&#x61;',
      'java',
      'script:',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 30 }), (parts) => {
        const out = sanitizeHtml(parts.join('')).toLowerCase();
        expect(out).not.toMatch(/<script|<svg|<img|\son\w+=|href="\s*javascript/);
      }),
    );
  });

  it('leaves plain text alone, escaping only its ampersands', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/[<>]/.test(s)),
        (text) => {
          expect(sanitizeHtml(text)).toBe(text.replaceAll('&', '&amp;'));
        },
      ),
    );
  });
});
