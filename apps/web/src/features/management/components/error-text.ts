/** What to tell the administrator about a failed call: the server's message, or whatever was thrown. */
export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));
