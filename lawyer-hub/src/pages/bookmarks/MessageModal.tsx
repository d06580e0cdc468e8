import { useNotification } from '@refinedev/core';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { Dialog } from '../../components/Dialog.tsx';
import { Field, TextArea } from '../../components/form/fields.tsx';
import { useSendBookmarkMessage, type BookmarkDetail } from '../../data/bookmarks.ts';
import { messages as t } from '../../i18n/ko.ts';
import { koreanError } from '../../domain/errors.ts';
import { useToast } from '../../providers/notificationProvider.tsx';

export const MESSAGE_ROWS = 5;
const m = t.bookmarks.message;

/** 'Write message': 5 rows, prefilled with the message already sent; sending overwrites it. */
export function MessageModal({ bookmark, memberName, onClose }: { bookmark: BookmarkDetail | null; memberName: string; onClose: () => void }) {
  const [text, setText] = useState('');
  const { send, isPending } = useSendBookmarkMessage();
  const { open } = useNotification();
  const toast = useToast();

  useEffect(() => {
    if (bookmark) setText(bookmark.lawyer_message ?? '');
  }, [bookmark]);

  const onSend = async () => {
    if (!bookmark) return;
    const message = text.trim();
    if (!message) {
      open?.({ key: 'bookmark-message', type: 'error', message: m.empty });
      return;
    }
    try {
      await send(bookmark.id, message);
      open?.({ key: 'bookmark-message', type: 'success', message: m.sentTitle, description: m.sent });
      onClose();
    } catch (e) {
      const k = koreanError(e);
      toast({ key: 'bookmark-message', type: 'error', message: m.failed, description: k.message, detail: k.detail });
    }
  };

  return (
    <Dialog
      open={Boolean(bookmark)}
      title={m.title}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t.common.cancel}</Button>
          <Button type="primary" loading={isPending} onClick={() => void onSend()}>
            {m.send}
          </Button>
        </>
      }
    >
      <Field id="bookmark-message" label={m.to(memberName)}>
        <TextArea id="bookmark-message" rows={MESSAGE_ROWS} value={text} onValue={setText} placeholder={m.placeholder} maxLength={2000} showCount autoFocus />
      </Field>
    </Dialog>
  );
}
