import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../components/error-text';

/** The open dialog: adding (`item` null) or editing `item`; null when closed. */
export type Editing<T> = { item: T | null } | null;

type Options<T, Body> = {
  /** The list the save changes, fetched again before the dialog closes. */
  queryKey: QueryKey;
  save: (item: T | null, body: Body) => Promise<unknown>;
  /** The short line said once the save went through. */
  savedMessage: (body: Body, added: boolean) => string;
};

/**
 * An add/edit dialog over a list: while it saves it cannot be closed; a refusal (the server's err_msg)
 * stays in the dialog with the typed values; a success refetches the list, closes the dialog and says so
 * in the section's status line.
 */
export function useSaveDialog<T, Body>({ queryKey, save, savedMessage }: Options<T, Body>) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing<T>>(null);
  const [notice, setNotice] = useState('');
  const mutation = useMutation({
    mutationFn: ({ item, body }: { item: T | null; body: Body }) => save(item, body),
    onSuccess: async (_answer, { item, body }) => {
      await queryClient.invalidateQueries({ queryKey });
      setEditing(null);
      setNotice(savedMessage(body, item === null));
    },
  });

  return {
    editing,
    notice,
    busy: mutation.isPending,
    failure: mutation.error ? errorText(mutation.error) : '',
    open: (item: T | null) => {
      mutation.reset();
      // Cleared so the same message said again is announced again.
      setNotice('');
      setEditing({ item });
    },
    close: () => {
      if (!mutation.isPending) setEditing(null);
    },
    submit: (body: Body) => {
      if (editing && !mutation.isPending) mutation.mutate({ item: editing.item, body });
    },
  };
}
