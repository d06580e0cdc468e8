import { describe, expect, it } from 'vitest';
import { html, raw, safeUrl } from './html.ts';

describe('html templates', () => {
  it('escapes interpolated values', () => {
    expect(html`<p title="${'"x"'}">${'<script>alert(1)</script>'}</p>`.value).toBe('<p title="&quot;x&quot;">&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });
  it('keeps fragments and arrays, drops empty values', () => {
    expect(html`<ul>${['a', 'b'].map((x) => html`<li>${x}</li>`)}</ul>${null}${false}${raw('<br>')}`.value).toBe('<ul><li>a</li><li>b</li></ul><br>');
  });
  it('allows only http(s) and same-origin URLs', () => {
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl('//evil.example/x.png')).toBeNull();
    expect(safeUrl('/storage/v1/object/public/lawyer-photos/a/b.png')).toBe('/storage/v1/object/public/lawyer-photos/a/b.png');
    expect(safeUrl('https://x.example/a.png')).toBe('https://x.example/a.png');
  });
});
