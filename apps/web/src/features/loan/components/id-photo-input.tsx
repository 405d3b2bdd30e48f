import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadPhoto } from '@/lib/photo-upload';

export interface PhotoState {
  /** uploaded path, or a `loan-photo:<slot>` reference to the one on file (re-apply) */
  value: string;
  uploading: boolean;
}

/** One ID photo: pick → upload with a progress bar → thumbnail. JPEG or PNG, at most 2 MB. */
export function IdPhotoInput({
  label,
  slot,
  state,
  onChange,
  error,
}: {
  label: string;
  slot: string;
  state: PhotoState;
  onChange: (s: PhotoState) => void;
  error?: string | null;
}) {
  const { t } = useTranslation('loan');
  const id = useId();
  const [progress, setProgress] = useState(0);
  const [preview, setPreview] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const pick = (file: File | undefined) => {
    if (!file) return;
    setFailure(null);
    if (!/^image\/(jpeg|png)$/.test(file.type)) return setFailure(t('apply.photoType'));
    if (file.size > 2 * 1024 * 1024) return setFailure(t('apply.photoSize'));
    abort.current?.abort();
    const ctrl = new AbortController();
    abort.current = ctrl;
    setProgress(0);
    setPreview(URL.createObjectURL(file));
    onChange({ value: '', uploading: true });
    // the application moves the uploaded ID photo to private storage
    uploadPhoto(file, 'credit', setProgress, ctrl.signal).then(
      (url) => onChange({ value: url, uploading: false }),
      (e: Error) => {
        if (ctrl.signal.aborted) return;
        setFailure(e.message);
        onChange({ value: '', uploading: false });
      },
    );
  };

  const shown = failure ?? error ?? null;
  return (
    <div className={`field loan-photo${shown ? ' field--invalid' : ''}`} data-testid={`photo-${slot}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input id={id} type="file" accept="image/jpeg,image/png" onChange={(e) => pick(e.target.files?.[0])} />
      {state.uploading ? (
        <progress max={1} value={progress} aria-label={t('apply.uploading')} />
      ) : state.value ? (
        <p className="muted" data-testid={`photo-${slot}-done`}>
          {state.value.startsWith('loan-photo:') ? t('apply.photoOnFile') : t('apply.photoUploaded')}
        </p>
      ) : null}
      {preview ? <img className="loan-photo__preview" src={preview} alt="" /> : null}
      {shown ? (
        <p className="field__error" role="alert">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
