// Photo upload: any image type; hint 'JPG, PNG (max 5MB)' (not enforced here — the storage
// bucket has its own limits); saved immediately; the button shows the uploading state.
import { CameraOutlined } from '@ant-design/icons';
import { useNotification } from '@refinedev/core';
import { Avatar } from '../../components/Avatar.tsx';

import { FileButton } from '../../components/form/FileButton.tsx';
import { useState } from 'react';
import { uploadProfilePhoto } from '../../data/lawyers.ts';
import { messages as t } from '../../i18n/ko.ts';

export function PhotoUpload({ url, onUploaded }: { url: string | null; onUploaded: (url: string) => void }) {
  const [uploading, setUploading] = useState(false);
  const { open } = useNotification();

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const newUrl = await uploadProfilePhoto(file);
      onUploaded(newUrl);
      open?.({ key: 'photo', type: 'success', message: t.profile.uploadedTitle, description: t.profile.uploaded });
    } catch (e) {
      const message = (e as Error).message === 'Not authenticated' ? t.profile.notAuthenticated : (e as Error).message;
      open?.({ key: 'photo', type: 'error', message: t.profile.uploadFailedTitle, description: message });
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="lh-photo">
      <Avatar size={96} src={url} alt={t.profile.photoAlt} testId="profile-photo" />
      <div>
        <FileButton
          accept="image/*"
          label={uploading ? t.profile.photoUploading : t.profile.photoUpload}
          icon={<CameraOutlined />}
          loading={uploading}
          onFile={(file) => file && void upload(file)}
          describedBy="photo-hint"
        />
        <div id="photo-hint" className="lh-muted" style={{ marginTop: 6, fontSize: 13 }}>
          {t.profile.photoHint}
        </div>
      </div>
    </div>
  );
}
