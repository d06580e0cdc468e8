// Refine hooks over the lawyer's own account (the `lawyers` resource); plain reads and writes
// are in lawyers.ts.
import { useInvalidate, useOne } from '@refinedev/core';
import type { LawyerAccount } from './lawyers.ts';

const ACCOUNT_SELECT = [
  '*',
  'profile:profiles(id,name_korean,name_english,email,phone)',
  'lawyer_specialties(category_id,consultation_categories(id,parent_id,name_korean,description))',
  'lawyer_regions(region_id,regions(name_korean))',
  'lawyer_languages(language_id,level,languages(name_korean),lawyer_language_verifications(status,review_note))',
].join(',');

/** The signed-in lawyer's account with profile and links (one read, embedded). */
export function useLawyerAccount(uid: string | undefined) {
  const { result, query } = useOne<LawyerAccount>({
    resource: 'lawyers',
    id: uid ?? '',
    meta: { select: ACCOUNT_SELECT },
    queryOptions: { enabled: Boolean(uid) },
  });
  return { account: result ?? null, isLoading: query.isLoading, isError: query.isError, error: query.error, refetch: query.refetch };
}

/** Refetch everything that shows the account (dashboard, header, profile). */
export function useInvalidateAccount() {
  const invalidate = useInvalidate();
  return () => invalidate({ resource: 'lawyers', invalidates: ['all'] });
}

/** The credits held (READ lawyers credits where id = user). */
export function useCredits(uid: string | undefined) {
  const { result, query } = useOne<{ id: string; credits: number }>({
    resource: 'lawyers',
    id: uid ?? '',
    meta: { select: 'id,credits' },
    queryOptions: { enabled: Boolean(uid) },
  });
  return { credits: result?.credits ?? 0, isLoading: query.isLoading, refetch: query.refetch };
}

