import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { PasswordField, TextField } from '@/components/ui/field';

interface ConsoleSignInProps {
  /** The console's own texts: heading, field labels, button. */
  texts: { title: string; username: string; password: string; submit: string };
  intro?: ReactNode;
  pending?: boolean;
  /** The refusal, shown under the fields (the global error toast says it too). */
  error?: string | null;
  onSubmit: (input: { username: string; password: string }) => void;
  /** `admin-login`: the form's class and test id. */
  name: string;
  /** The seller console's specs find the fields by test id: `<prefix>-username`, `-password`, `-submit`, `-error`. */
  testIdPrefix?: string;
  /** Below the error: what the console adds (the agent's "change your password first"). */
  children?: ReactNode;
}

/** The two fields: each its input, browser autofill hint and label (`texts[field]`). */
const FIELDS = [
  { field: 'username', Input: TextField, autoComplete: 'username' },
  { field: 'password', Input: PasswordField, autoComplete: 'current-password' },
] as const;

/** The sign-in of the operator, seller and agent consoles: user name and password, both required. */
export function ConsoleSignIn({ texts, intro, pending, error, onSubmit, name, testIdPrefix, children }: ConsoleSignInProps) {
  const [input, setInput] = useState({ username: '', password: '' });
  const { username, password } = input;
  const testId = (part: string) => (testIdPrefix ? `${testIdPrefix}-${part}` : undefined);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!username.trim() || !password) return;
    onSubmit({ username: username.trim(), password });
  };
  return (
    <form className={`form-card ${name}`} onSubmit={submit} noValidate data-testid={name}>
      <h1 className="page-title">{texts.title}</h1>
      {intro ? <p className="seller-muted">{intro}</p> : null}
      {FIELDS.map(({ field, Input, autoComplete }) => (
        <Input
          key={field}
          label={texts[field]}
          name={field}
          autoComplete={autoComplete}
          value={input[field]}
          onChange={(e) => setInput((now) => ({ ...now, [field]: e.target.value }))}
          required
          data-testid={testId(field)}
        />
      ))}
      {error ? (
        <p className="field__error" role="alert" data-testid={testId('error')}>
          {error}
        </p>
      ) : null}
      {children}
      <Button type="submit" pending={pending} data-testid={testId('submit')}>
        {texts.submit}
      </Button>
    </form>
  );
}
