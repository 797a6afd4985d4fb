import { type ReactNode, useEffect, useId, useRef } from 'react';
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

export function Pager(props: { page: number; totalPages: number; total: number; onPage: (page: number) => void }) {
  return (
    <nav className="pager" aria-label="Sayfalar">
      <button type="button" disabled={props.page <= 1} onClick={() => props.onPage(props.page - 1)}>
        Önceki
      </button>
      <span>
        Sayfa {props.page} / {Math.max(1, props.totalPages)} · {props.total} kayıt
      </span>
      <button type="button" disabled={props.page >= props.totalPages} onClick={() => props.onPage(props.page + 1)}>
        Sonraki
      </button>
    </nav>
  );
}

export function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <div className="progress">
      <progress max={100} value={value} aria-label={label} />
      <span>%{value}</span>
    </div>
  );
}
