/** After a failed submit, move focus to the first invalid field of the form. */
export function focusFirstError(form: HTMLFormElement | null): void {
  window.requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
