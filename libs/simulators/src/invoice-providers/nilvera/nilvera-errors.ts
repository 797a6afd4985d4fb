/** Nilvera's error body: `{Errors: [{Code, Description, Detail}]}` (as its clients read it). */
export function nilveraError(code: number | string, description: string, detail = ''): unknown {
  return { Errors: [{ Code: String(code), Description: description, Detail: detail }] };
}

/** The body of an injected fault or an unknown path. */
export function nilveraErrorBody(status: number, message: string): unknown {
  return nilveraError(status, message);
}
