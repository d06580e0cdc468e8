// antd's component styles as a static stylesheet, made at build time (the Vite plugin in
// vite.config.ts serves it as `virtual:antd-static.css`, imported first by src/main.tsx).
//
// antd 5 writes its CSS at runtime: the first render of each component type builds its style
// object, serializes it (stylis), hashes it and inserts a <style> — most of the main thread's
// script time when a portal page opens (e.g. /lawyer/bookings: ~2/3 of the JS in its two longest
// tasks). Here the components the portal uses are rendered once on the server side, with the
// portal's theme, into @ant-design/cssinjs's cache; `extractStyle` writes their CSS plus the
// `.data-ant-cssinjs-cache-path` rule listing what the file holds. In the browser cssinjs reads
// that list (one getComputedStyle) and skips building and inserting those styles; a component
// missing from the list below still gets its style at runtime as before (slower, never unstyled).
// Same antd, same theme, production hashing: the class hashes match the runtime's.
import { createRequire } from 'node:module';
import { theme } from '../src/theme.ts';

type El = unknown;

export function antdStaticCss(): string {
  const prev = process.env.NODE_ENV;
  // antd's class hashes differ in development ('css-dev-only-do-not-override-…'); the build's are production ones
  process.env.NODE_ENV = 'production';
  try {
    const require = createRequire(new URL('../package.json', import.meta.url));
    // cssinjs as antd itself resolves it: the same module instance antd registers its styles with
    const fromAntd = createRequire(require.resolve('antd'));
    const React = require('react') as { createElement: (type: unknown, props?: object | null, ...children: El[]) => El };
    const { renderToString } = require('react-dom/server') as { renderToString: (el: El) => string };
    const antd = require('antd');
    const { StyleProvider, createCache, extractStyle } = fromAntd('@ant-design/cssinjs') as {
      StyleProvider: unknown;
      createCache: () => unknown;
      extractStyle: (cache: unknown, plain: boolean) => string;
    };
    const h = React.createElement;
    const { Alert, Badge, Button, Col, ConfigProvider, Divider, Empty, Layout, Popover, Row, Skeleton, Space, Spin, Tag, notification } = antd;
    // every antd component the portal renders (src/: grep "from 'antd'"), in the variants whose
    // styles register separately (Tag's colours, Layout's Sider, Space's compact items)
    const used: El[] = [
      h(Button, { type: 'primary', icon: h('span') }, 'b'),
      h(Space, { wrap: true }, 'a', 'b'),
      h(Space.Compact, null, h(Button, null, 'c')),
      h(Skeleton, { active: true, avatar: true }),
      h(Skeleton.Button, { active: true }),
      h(Skeleton.Input, { active: true }),
      h(Tag, { color: 'blue' }, 't'),
      h(Tag, { color: 'success' }, 't'),
      h(Tag, null, 't'),
      h(Spin),
      h(Empty),
      h(Empty, { image: Empty.PRESENTED_IMAGE_SIMPLE }),
      h(Row, { gutter: [16, 16] }, h(Col, { xs: 12, lg: 6 }, 'c')),
      h(Popover, { content: 'p' }, h('span', null, 'x')),
      h(Layout, null, h(Layout.Sider, null, 's'), h(Layout, null, h(Layout.Header, null, 'h'), h(Layout.Content, null, 'c'))),
      h(Divider),
      h(Badge, { count: 5 }, h('span', null, 'x')),
      h(Alert, { message: 'm', type: 'info', showIcon: true }),
      h(notification._InternalPanelDoNotUseOrYouWillBeFired, { message: 'm' }),
    ];
    const cache = createCache();
    renderToString(h(StyleProvider, { cache }, h(ConfigProvider, { theme }, h('div', null, ...used))));
    return extractStyle(cache, true);
  } finally {
    process.env.NODE_ENV = prev;
  }
}
