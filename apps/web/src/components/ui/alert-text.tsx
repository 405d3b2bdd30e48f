/**
 * An error a form shows once a call fails (a paragraph announced as an alert), or nothing while
 * `message` is empty. The look is the caller's: `notice notice--error`, `field__error`, …
 */
export function AlertText({ message, className, testId }: { message: string | null | undefined; className: string; testId?: string }) {
  if (!message) return null;
  return (
    <p className={className} role="alert" data-testid={testId}>
      {message}
    </p>
  );
}
