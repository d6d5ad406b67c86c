/**
 * After a refused send, the first marked control of `form` takes the focus, so keyboard and screen-reader
 * users land on what to correct. The marks render with the state change, so this waits for the next frame.
 */
export function focusFirstInvalid(form: HTMLFormElement): void {
  requestAnimationFrame(() => {
    form.querySelector<HTMLElement>('[aria-invalid=true]')?.focus();
  });
}
