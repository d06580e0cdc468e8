import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { ConsoleAppBar } from './AppBar.tsx';
import { ConsoleMenu } from './Menu.tsx';

export default function ConsoleLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={ConsoleAppBar} menu={ConsoleMenu}>
      {children}
    </Layout>
  );
}
