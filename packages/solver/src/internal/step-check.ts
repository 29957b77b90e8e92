/** The outcome of `verifyStep`: ok, or why not. */
export type StepCheck = { readonly ok: true } | { readonly ok: false; readonly reason: string };
