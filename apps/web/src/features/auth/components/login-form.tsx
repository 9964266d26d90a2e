import { Alert, Button, Checkbox, List, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { FAIL } from '@app/contract/constants';
import { setSession } from '../../../lib/session.ts';
import { login } from '../api/login.ts';

const ERROR_CLEAR_MS = 10_000;

/** Login form of spec sections 2 and 5: native validation off, one submit at a time. */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  // The error list clears itself after 10 seconds.
  useEffect(() => {
    if (!errors.length) return;
    const t = setTimeout(() => setErrors([]), ERROR_CLEAR_MS);
    return () => clearTimeout(t);
  }, [errors]);

  /** A field's props bound to its state; editing clears the error list. */
  const bind = (value: string, set: (v: string) => void) => ({
    value,
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      set(e.currentTarget.value);
      if (errors.length) setErrors([]);
    },
    size: 'md',
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (inFlight.current) return;
    const missing = [
      ...(email.trim() ? [] : ['The email field is required.']),
      ...(password ? [] : ['The password field is required.']),
    ];
    if (missing.length) return setErrors(missing);
    inFlight.current = true;
    setBusy(true);
    try {
      const r = await login({ email: email.trim(), password, remember });
      if (r.success) {
        setSession(r.data.token, r.data.user);
        onSuccess();
        return;
      }
      if (r.errors) setErrors(Object.values(r.errors).map((m) => m[0] ?? ''));
      else if (r.status === 0) setErrors([FAIL.loginUnexpected]);
      else setErrors([r.message || (r.status === 401 ? FAIL.loginInvalid : FAIL.login)]);
    } catch {
      setErrors([FAIL.loginUnexpected]);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Login">
      <Stack gap="md">
        {errors.length > 0 && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            <List size="sm" spacing={2}>
              {errors.map((m) => (
                <List.Item key={m}>{m}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <TextInput
          label="EMAIL ADDRESS"
          type="email"
          autoComplete="username"
          placeholder="you@agency.com"
          autoFocus
          {...bind(email, setEmail)}
        />
        <PasswordInput
          label="PASSWORD"
          autoComplete="current-password"
          placeholder="Your password"
          {...bind(password, setPassword)}
        />
        <Checkbox
          label="Keep me logged in"
          checked={remember}
          onChange={(e) => setRemember(e.currentTarget.checked)}
        />
        <Button type="submit" size="md" fullWidth disabled={busy}>
          {busy ? 'Logging in...' : 'Login'}
        </Button>
      </Stack>
    </form>
  );
}
