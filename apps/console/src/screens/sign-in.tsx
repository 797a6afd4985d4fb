import { type FormEvent, useState } from 'react';
import { session } from '../api/session';
import { Field } from '../ui/widgets';

export function SignIn() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(await session.signIn(String(form.get('email')), String(form.get('password'))));
    setBusy(false);
  };
  return (
    <main id="main" className="sign-in">
      <h1>Tezgah Satıcı Paneli</h1>
      <form onSubmit={(event) => void submit(event)} className="card">
        <Field label="E-posta" name="email" type="email" required autoComplete="username" />
        <Field label="Şifre" name="password" type="password" required autoComplete="current-password" />
        {error ? (
          <p role="alert" className="error">
            {error}
          </p>
        ) : null}
        <button type="submit" className="primary" disabled={busy}>
          Giriş yap
        </button>
      </form>
    </main>
  );
}
