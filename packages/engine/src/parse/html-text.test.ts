import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-text.ts';

describe('htmlToText', () => {
  it('turns an agent description into plain text with line breaks', () => {
    const html =
      'Two bedroom flat. <br><br><p><b>Lounge</b><br>14&#39; 10&quot; x 10&#x27; (4.52m)</p><ul><li>Gas CH</li><li>&pound;800 p.a.&nbsp;service</li></ul>';
    expect(htmlToText(html)).toBe(
      "Two bedroom flat.\n\nLounge\n14' 10\" x 10' (4.52m)\n\n• Gas CH\n• £800 p.a. service",
    );
  });

  it('drops scripts, styles, comments and event handlers entirely', () => {
    const html =
      '<script>alert(1)</script><style>p{}</style><!-- note --><img src=x onerror="alert(2)">Nice <a href="javascript:x">garden</a>';
    expect(htmlToText(html)).toBe('Nice garden');
  });

  it('never turns encoded markup back into tags', () => {
    expect(htmlToText('&lt;script&gt;alert(1)&lt;/script&gt;Cash buyers only')).toBe(
      'alert(1) Cash buyers only',
    );
  });

  it('keeps text that merely contains a less-than sign', () => {
    expect(htmlToText('Station < 5 min walk')).toBe('Station < 5 min walk');
  });
});
