import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ApiFailure } from '../api/api';

/** A refused call's Turkish message (and its request id, to quote to support). */
export function ErrorMessage({ error }: { error: unknown }) {
  if (!error) return null;
  const failure = error instanceof ApiFailure ? error : null;
  return (
    <p role="alert" className="error">
      {failure ? failure.error.message : 'Beklenmeyen bir hata oluştu.'}
      {failure?.error.request_id ? <span className="muted"> (istek: {failure.error.request_id})</span> : null}
    </p>
  );
}

export function Loading() {
  return (
    <p role="status" className="muted">
      Yükleniyor…
    </p>
  );
}

/** A labelled input with its server-side validation message (aria-describedby ties them). */
export function Field(props: {
  label: string;
  name: string;
  error?: string;
  type?: string;
  defaultValue?: string | number;
  required?: boolean;
  step?: string;
  min?: number;
  autoComplete?: string;
  children?: ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      {props.children ?? (
        <input
          id={id}
          name={props.name}
          type={props.type ?? 'text'}
          defaultValue={props.defaultValue}
          required={props.required}
          step={props.step}
          min={props.min}
          autoComplete={props.autoComplete ?? 'off'}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? errorId : undefined}
        />
      )}
      {props.error ? (
        <span id={errorId} className="field-error">
          {props.error}
        </span>
      ) : null}
    </div>
  );
}

/** A native modal dialog: the browser traps focus, Escape closes it, the title names it. */
export function Dialog(props: { title: string; open: boolean; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (props.open && !dialog.open) dialog.showModal();
    if (!props.open && dialog.open) dialog.close();
  }, [props.open]);
  return (
    <dialog ref={ref} aria-labelledby={titleId} onClose={props.onClose}>
      <div className="dialog-head">
        <h2 id={titleId}>{props.title}</h2>
        <button type="button" className="plain" onClick={props.onClose} aria-label="Kapat">
          ×
        </button>
      </div>
      {props.open ? props.children : null}
    </dialog>
  );
}

/** A `<select>`'s choices from a table of labels: the value each stands for, its Turkish name. */
export function Options({ labels }: { labels: Record<string, string> }) {
  return Object.entries(labels).map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
}

/** A list page's pagination block as the API answers it. */
interface Pagination {
  page: number;
  total: number;
  total_pages: number;
}

export function Pager({
  pagination: { page, total, total_pages: totalPages },
  onPage,
}: {
  pagination: Pagination;
  onPage: (page: number) => void;
}) {
  return (
    <nav className="pager" aria-label="Sayfalar">
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Önceki
      </button>
      <span>
        Sayfa {page} / {Math.max(1, totalPages)} · {total} kayıt
      </span>
      <button type="button" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Sonraki
      </button>
    </nav>
  );
}

/** Turns the page of a list whose filters and page live in the URL: sets `page`, keeps the rest. */
export function useUrlPage(): (page: number) => void {
  const [params, setParams] = useSearchParams();
  return (page) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };
}

export function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <div className="progress">
      <progress max={100} value={value} aria-label={label} />
      <span>%{value}</span>
    </div>
  );
}
