import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { errorText } from './error-text';

/**
 * The open dialog: adding (`item` null) or editing `item`, and which opening this is (its form starts
 * afresh at each); null when closed.
 */
export type Editing<T> = { item: T | null; opened: number } | null;

/** What an add/edit dialog over a list is given (see SaveFormDialog). */
export type SaveDialogProps<T, Body> = {
  editing: Editing<T>;
  busy: boolean;
  /** The server's refusal, said inside the dialog so what was typed is kept. */
  failure: string;
  onSubmit: (body: Body) => void;
  onClose: () => void;
};

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
  const openings = useRef(0);
  const [notice, setNotice] = useState('');
  const mutation = useMutation({
    mutationFn: ({ item, body }: { item: T | null; body: Body }) => save(item, body),
    onSuccess: async (_answer, { item, body }) => {
      await queryClient.invalidateQueries({ queryKey });
      setEditing(null);
      setNotice(savedMessage(body, item === null));
    },
  });

  const dialog: SaveDialogProps<T, Body> = {
    editing,
    busy: mutation.isPending,
    failure: mutation.error ? errorText(mutation.error) : '',
    onClose: () => {
      if (!mutation.isPending) setEditing(null);
    },
    onSubmit: (body: Body) => {
      if (editing && !mutation.isPending) mutation.mutate({ item: editing.item, body });
    },
  };
  return {
    notice,
    /** Spread on the section's dialog. */
    dialog,
    open: (item: T | null) => {
      mutation.reset();
      // Cleared so the same message said again is announced again.
      setNotice('');
      openings.current += 1;
      setEditing({ item, opened: openings.current });
    },
  };
}
