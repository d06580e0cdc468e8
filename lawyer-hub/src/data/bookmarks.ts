// Members who bookmarked the lawyer: read from the `bookmark_details` view (bookmark + the
// member's name, birth date, gender and interests; the database returns only the caller's rows),
// messages written to lawyer_bookmarks.lawyer_message, coupons through issue_lawyer_coupon.
import { useCustomMutation, useInvalidate, useList, useUpdate } from '@refinedev/core';
import { LAWYER_DISCOUNT_TYPE } from '../domain/coupon.ts';

export const BOOKMARKS_RESOURCE = 'bookmark_details';

export interface BookmarkDetail {
  id: string;
  user_id: string;
  lawyer_id: string;
  lawyer_message: string | null;
  coupon_id: string | null;
  created_at: string;
  member_name_korean: string | null;
  member_name_english: string | null;
  member_birth_date: string | null;
  member_gender: 'male' | 'female' | 'other' | null;
  member_interest_categories: string[] | null;
}

const SELECT =
  'id,user_id,lawyer_id,lawyer_message,coupon_id,created_at,member_name_korean,member_name_english,member_birth_date,member_gender,member_interest_categories';

/** READ the lawyer's bookmarks, newest first. */
export function useLawyerBookmarks(uid: string | undefined) {
  const { result, query } = useList<BookmarkDetail>({
    resource: BOOKMARKS_RESOURCE,
    filters: [{ field: 'lawyer_id', operator: 'eq', value: uid }],
    sorters: [{ field: 'created_at', order: 'desc' }],
    pagination: { mode: 'off' },
    meta: { select: SELECT },
    queryOptions: { enabled: Boolean(uid) },
    errorNotification: false,
  });
  return { bookmarks: result.data ?? [], isLoading: query.isLoading, isError: query.isError, isFetching: query.isFetching, refetch: query.refetch };
}

/** UPDATE lawyer_bookmarks {lawyer_message} where id (overwrites an earlier message). */
export function useSendBookmarkMessage() {
  const { mutateAsync, mutation } = useUpdate();
  const invalidate = useInvalidate();
  const send = async (bookmarkId: string, message: string) => {
    await mutateAsync({
      resource: 'lawyer_bookmarks',
      id: bookmarkId,
      values: { lawyer_message: message },
      meta: { select: 'id' },
      successNotification: false,
      errorNotification: false,
      invalidates: [],
    });
    await invalidate({ resource: BOOKMARKS_RESOURCE, invalidates: ['list'] });
  };
  return { send, isPending: mutation.isPending };
}

export interface IssueCoupon {
  bookmarkId: string;
  discountValue: number; // won, a fixed-amount coupon (lawyers issue no other type)
  validUntil: string; // yyyy-MM-dd
}

/**
 * Issue a coupon through the database function issue_lawyer_coupon: it creates the coupon
 * ('LAWYER_' + ms timestamp, '변호사 특별 쿠폰'), attaches it to the bookmark and deducts
 * value/100 credits in one transaction (the spec's three client-side writes, made atomic).
 */
export function useIssueCoupon() {
  const { mutateAsync, mutation } = useCustomMutation();
  const invalidate = useInvalidate();
  const issue = async (c: IssueCoupon) => {
    await mutateAsync({
      url: 'issue_lawyer_coupon',
      method: 'post',
      values: { bookmark_id: c.bookmarkId, discount_type: LAWYER_DISCOUNT_TYPE, discount_value: c.discountValue, valid_until: c.validUntil },
      successNotification: false,
      errorNotification: false,
    });
    await Promise.all([
      invalidate({ resource: BOOKMARKS_RESOURCE, invalidates: ['list'] }),
      invalidate({ resource: 'lawyers', invalidates: ['detail', 'all'] }),
    ]);
  };
  return { issue, isPending: mutation.isPending };
}
