/**
 * What the lean sign-in page hands to the app's sign-in form when it is submitted: the typed
 * values, which the form takes as its own and submits at once (validation, the request, the
 * two-factor step, errors and the success toast all stay in one place: login-form.tsx).
 */
export interface SignInHandover {
  emailAddress: string;
  password: string;
  /** The passkey button was pressed instead: the form starts the passkey sign-in (its code is not part of the lean page). */
  passkey?: boolean;
}

let pending: SignInHandover | null = null;

export function handOverSignIn(values: SignInHandover): void {
  pending = values;
}

/** The values handed over and not yet submitted, if any. */
export function pendingSignIn(): SignInHandover | null {
  return pending;
}

/** Called when the form submits them: a later visit of the sign-in page starts empty. */
export function clearSignInHandover(): void {
  pending = null;
}
