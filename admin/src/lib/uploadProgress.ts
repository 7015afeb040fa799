// The progress of the file upload in flight (a 10 MB PDF on a slow line takes a while),
// fed by XMLHttpRequest upload events and read by the progress bar via useSyncExternalStore.

export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number;
  /** Bytes to send (the whole multipart body). */
  total: number;
}

type Listener = () => void;

let current: UploadProgress | null = null;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

export const uploadProgressStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot(): UploadProgress | null {
    return current;
  },
  start(total: number): void {
    current = { loaded: 0, total };
    emit();
  },
  update(loaded: number, total: number): void {
    current = { loaded, total };
    emit();
  },
  finish(): void {
    current = null;
    emit();
  },
};

/** Whole percentage of an upload, 0 to 100. */
export function uploadPercent(progress: UploadProgress): number {
  if (progress.total <= 0) return 0;
  return Math.min(100, Math.round((progress.loaded / progress.total) * 100));
}
