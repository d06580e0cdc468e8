// Photo upload: any image type; hint 'JPG, PNG (max 5MB)' (not enforced here — the storage
// bucket has its own limits); saved immediately; the button shows the uploading state.
import { CameraOutlined } from '@ant-design/icons';
import { useNotification } from '@refinedev/core';
import { Avatar } from '../../components/Avatar.tsx';

import { FileButton } from '../../components/form/FileButton.tsx';
import { useState } from 'react';
import { photoSrc, uploadProfilePhoto } from '../../data/lawyers.ts';
import { profileSaveErrorMessage } from '../../domain/profile.ts';
import { messages as t } from '../../i18n/ko.ts';

/** `path`: the stored photo path (lawyers.profile_photo_url); `onUploaded` gets the new one. */
export function PhotoUpload({ path, onUploaded }: { path: string | null; onUploaded: (path: string) => void }) {
  const [uploading, setUploading] = useState(false);
  const { open } = useNotification();

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const stored = await uploadProfilePhoto(file);
      onUploaded(stored);
      open?.({ key: 'photo', type: 'success', message: t.profile.uploadedTitle, description: t.profile.uploaded });
    } catch (e) {
      open?.({ key: 'photo', type: 'error', message: t.profile.uploadFailedTitle, description: profileSaveErrorMessage(e, t.profile) });
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="lh-photo">
      <Avatar size={96} src={photoSrc(path)} alt={t.profile.photoAlt} testId="profile-photo" />
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
