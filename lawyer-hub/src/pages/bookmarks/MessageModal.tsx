import { useNotification } from '@refinedev/core';
import { Input, Modal } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useSendBookmarkMessage, type BookmarkDetail } from '../../data/bookmarks.ts';
import { messages as t } from '../../i18n/ko.ts';

export const MESSAGE_ROWS = 5;

/** 'Write message': 5 rows, prefilled with the message already sent; sending overwrites it. */
export function MessageModal({ bookmark, memberName, onClose }: { bookmark: BookmarkDetail | null; memberName: string; onClose: () => void }) {
  const [text, setText] = useState('');
  const { send, isPending } = useSendBookmarkMessage();
  const { open } = useNotification();
  const id = useId();

  useEffect(() => {
    if (bookmark) setText(bookmark.lawyer_message ?? '');
  }, [bookmark]);

  const onSend = async () => {
    if (!bookmark) return;
    const message = text.trim();
    if (!message) {
      open?.({ key: 'bookmark-message', type: 'error', message: t.bookmarks.message.empty });
      return;
    }
    try {
      await send(bookmark.id, message);
      open?.({ key: 'bookmark-message', type: 'success', message: t.bookmarks.message.sentTitle, description: t.bookmarks.message.sent });
      onClose();
    } catch (e) {
      open?.({ key: 'bookmark-message', type: 'error', message: t.bookmarks.message.failed, description: (e as Error).message });
    }
  };

  return (
    <Modal
      open={Boolean(bookmark)}
      title={t.bookmarks.message.title}
      onCancel={onClose}
      onOk={() => void onSend()}
      okText={t.bookmarks.message.send}
      cancelText={t.common.cancel}
      confirmLoading={isPending}
      destroyOnHidden
    >
      <label htmlFor={id} style={{ display: 'block', marginBottom: 8 }}>
        {t.bookmarks.message.to(memberName)}
      </label>
      <Input.TextArea id={id} rows={MESSAGE_ROWS} value={text} onChange={(e) => setText(e.target.value)} placeholder={t.bookmarks.message.placeholder} maxLength={2000} showCount />
    </Modal>
  );
}
