import { createContext, useContext } from 'react';
import type { Identity } from '../../data/lawyers.ts';

/** The signed-in lawyer, provided by <LawyerAccess> to every portal page. */
export const LawyerSessionContext = createContext<Identity | null>(null);

export function useLawyerSession(): Identity {
  const s = useContext(LawyerSessionContext);
  if (!s) throw new Error('useLawyerSession outside <LawyerAccess>');
  return s;
}
