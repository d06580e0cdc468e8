import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { ConsoleAppBar } from './AppBar.tsx';
import { ConsoleMenu } from './Menu.tsx';

export default function ConsoleLayout({ children }: { children: ReactNode }) {
  return (
    <Layout
      appBar={ConsoleAppBar}
      menu={ConsoleMenu}
      // flex items may shrink below their content: wide tables scroll inside their card
      sx={{
        minWidth: 0,
        '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content, & .RaLayout-content > div, & .RaList-main': { minWidth: 0 },
      }}
    >
      {children}
    </Layout>
  );
}
