import { useCallback, useEffect, useRef, useState } from 'react';
import { photoProblem, type PhotoProblem } from '@/lib/photo-rules';
import type { PhotoModule } from '@/lib/photo-upload';

export interface PhotoUpload {
  key: string;
  name: string;
  /** a local preview (object URL) while it uploads, the stored picture after */
  preview: string;
  /** 0..1 */
  progress: number;
  state: 'uploading' | 'done' | 'error';
  url?: string;
  error?: string;
}

export interface PhotoUploads {
  items: PhotoUpload[];
  /** URLs of the finished uploads, in the order they were picked */
  urls: string[];
  uploading: boolean;
  max: number;
  /** files refused before upload: too many, wrong type, too large */
  refused: { type: number; size: number; over: number } | null;
  add: (files: FileList | File[]) => void;
  remove: (key: string) => void;
  retry: (key: string) => void;
}

let seq = 0;

/**
 * Photos picked for a return or a review: each is checked (JPEG/PNG, size), uploaded at once with its
 * progress, and can be removed (an upload still running is aborted). At most `max`; the upload code
 * loads with the first photo.
 */
export function usePhotoUploads(moduleName: PhotoModule, max: number): PhotoUploads {
  const [items, setItems] = useState<PhotoUpload[]>([]);
  const [refused, setRefused] = useState<PhotoUploads['refused']>(null);
  const files = useRef(new Map<string, File>());
  const aborts = useRef(new Map<string, AbortController>());
  const itemsRef = useRef(items);
  itemsRef.current = items;

  const patch = useCallback((key: string, p: Partial<PhotoUpload>) => {
    setItems((list) => list.map((it) => (it.key === key ? { ...it, ...p } : it)));
  }, []);

  const start = useCallback(
    (key: string) => {
      const file = files.current.get(key);
      if (!file) return;
      const ctl = new AbortController();
      aborts.current.set(key, ctl);
      patch(key, { state: 'uploading', progress: 0, error: undefined });
      void import('@/lib/photo-upload')
        .then((m) => m.uploadPhoto(file, moduleName, (progress) => patch(key, { progress }), ctl.signal))
        .then(
          (url) => patch(key, { state: 'done', progress: 1, url }),
          (err: unknown) => {
            if (ctl.signal.aborted) return;
            patch(key, { state: 'error', error: err instanceof Error ? err.message : String(err) });
          },
        )
        .finally(() => aborts.current.delete(key));
    },
    [moduleName, patch],
  );

  const add = useCallback(
    (picked: FileList | File[]) => {
      const counts: Record<PhotoProblem | 'over', number> = { type: 0, size: 0, over: 0 };
      let room = max - itemsRef.current.length;
      const fresh: PhotoUpload[] = [];
      for (const file of Array.from(picked)) {
        const problem = photoProblem(file);
        if (problem) {
          counts[problem] += 1;
          continue;
        }
        if (room <= 0) {
          counts.over += 1;
          continue;
        }
        room -= 1;
        const key = `p${++seq}`;
        files.current.set(key, file);
        fresh.push({ key, name: file.name, preview: URL.createObjectURL(file), progress: 0, state: 'uploading' });
      }
      setRefused(counts.type || counts.size || counts.over ? counts : null);
      if (!fresh.length) return;
      setItems((list) => [...list, ...fresh]);
      for (const it of fresh) start(it.key);
    },
    [max, start],
  );

  const remove = useCallback((key: string) => {
    aborts.current.get(key)?.abort();
    aborts.current.delete(key);
    files.current.delete(key);
    setRefused(null);
    setItems((list) => {
      const gone = list.find((it) => it.key === key);
      if (gone) URL.revokeObjectURL(gone.preview);
      return list.filter((it) => it.key !== key);
    });
  }, []);

  // Leaving the page: stop what still uploads and free the previews.
  useEffect(() => {
    const a = aborts.current;
    return () => {
      for (const c of a.values()) c.abort();
      for (const it of itemsRef.current) URL.revokeObjectURL(it.preview);
    };
  }, []);

  return {
    items,
    urls: items.filter((it) => it.state === 'done' && it.url).map((it) => it.url!),
    uploading: items.some((it) => it.state === 'uploading'),
    max,
    refused,
    add,
    remove,
    retry: start,
  };
}
