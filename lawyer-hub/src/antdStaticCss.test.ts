// @vitest-environment node
// The build's static antd stylesheet (scripts/antdStaticCss.ts): production class hashes, the
// portal's components in it, and the list cssinjs reads to skip building those styles at runtime.
import { describe, expect, it } from 'vitest';
import { antdStaticCss } from '../scripts/antdStaticCss.ts';

describe('antdStaticCss', () => {
  const css = antdStaticCss();

  it('holds the styles of the components the portal renders, with production hashes', () => {
    for (const cls of ['.ant-btn', '.ant-tag', '.ant-spin', '.ant-skeleton', '.ant-empty', '.ant-layout-sider', '.ant-badge', '.ant-alert', '.ant-popover', '.ant-notification', '.ant-col-lg-6']) {
      expect(css, cls).toContain(cls);
    }
    expect(css).not.toContain('css-dev-only');
    expect(process.env.NODE_ENV).not.toBe('production');
  });

  it('lists what it holds for cssinjs (the runtime skips those)', () => {
    const list = /\.data-ant-cssinjs-cache-path\{content:"([^"]+)"/.exec(css)?.[1] ?? '';
    const paths = list.split(';').map((p) => p.split(':')[0]!.split('|').slice(1).join('|'));
    for (const p of ['Shared|ant', 'Button-Button|ant-btn|anticon', 'Tag-Tag|ant-tag|anticon', 'Layout-Sider|ant-layout-sider|anticon', 'Notification-Notification|ant-notification|anticon']) {
      expect(paths, p).toContain(p);
    }
  });
});
